import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Login presenter's display: each view model lands in the values
/// `LoginScreen` draws, or asks the router to move on.
@MainActor
@Suite struct LoginViewStateTests {
  private func makeSUT() -> (sut: LoginViewState, router: LoginRoutingLogicSpy) {
    let router = LoginRoutingLogicSpy()
    let sut = LoginViewState(
      interactor: LoginBusinessLogicSpy(), router: router, sceneNavigation: ScenePath())
    return (sut, router)
  }

  @Test func givenRememberedViewModel_whenDisplayed_thenUsernameAndSwitchShowIt() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.displayRemembered(
      viewModel: LoginScene.FetchRemembered.ViewModel(username: "ana", isRememberOn: true))

    // Then
    #expect(sut.values == LoginContent.Values(username: "ana", rememberMe: true))
  }

  @Test func givenAlertViewModel_whenLoginDisplayed_thenErrorAlertAndNoRoute() {
    // Given
    let (sut, router) = makeSUT()

    // When
    sut.displayLogin(
      viewModel: LoginScene.Login.ViewModel(
        alert: AlertMessage(title: "Error", message: "Wrong username or password.")))

    // Then
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Wrong username or password."))
    #expect(router.calls.isEmpty)
  }

  @Test func givenNoAlert_whenLoginDisplayed_thenRoutesToThePlayerList() {
    // Given
    let (sut, router) = makeSUT()

    // When
    sut.displayLogin(viewModel: LoginScene.Login.ViewModel(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerList])
    #expect(sut.values.error == nil)
  }

  @Test func givenLoadingViewModels_whenDisplayed_thenOverlayCoversThenUncoversTheScreen() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.displayLoading(viewModel: LoginScene.Loading.ViewModel(showsOverlay: true))
    let covered = sut.values.isLoading
    sut.displayLoading(viewModel: LoginScene.Loading.ViewModel(showsOverlay: false))

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
  }

  @Test func givenTheRealPresenter_whenSignInFails_thenTheAlertMessageReachesTheValues() {
    // Given: the cycle's last leg, presenter → view state
    let (sut, _) = makeSUT()
    let presenter = LoginPresenter()
    presenter.viewController = sut

    // When
    presenter.presentLogin(response: LoginScene.Login.Response(error: .unauthorized))

    // Then
    #expect(
      sut.values.error
        == AlertMessage(title: LoginTexts.errorTitle, message: ServiceError.unauthorized.message))
  }
}
