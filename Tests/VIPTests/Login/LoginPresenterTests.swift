import Domain
import Testing

@testable import VIP

@MainActor
@Suite struct LoginPresenterTests {
  private func makeSUT() -> (sut: LoginPresenter, viewController: LoginDisplayLogicSpy) {
    let viewController = LoginDisplayLogicSpy()
    let sut = LoginPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  @Test func givenRememberedState_whenPresented_thenUsernameAndSwitchAreDisplayed() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentRemembered(
      response: LoginScene.FetchRemembered.Response(remember: true, username: "ana"))

    // Then
    #expect(
      viewController.calls == [.displayRemembered(.init(username: "ana", isRememberOn: true))])
  }

  @Test func givenSignedIn_whenLoginPresented_thenNoAlertSoThePlayerListFollows() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLogin(response: LoginScene.Login.Response(error: nil))

    // Then
    #expect(viewController.calls == [.displayLogin(.init(alert: nil))])
  }

  @Test func givenMissingCredentials_whenLoginPresented_thenMandatoryFieldsAlert() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLogin(response: LoginScene.Login.Response(error: .missingCredentials))

    // Then
    #expect(
      viewController.calls == [
        .displayLogin(
          .init(alert: AlertMessage(title: "Error", message: "Both fields are mandatory.")))
      ])
  }

  @Test func givenWrongPassword_whenLoginPresented_thenErrorAlertWithTheErrorsMessage() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLogin(response: LoginScene.Login.Response(error: .invalidCredentials))

    // Then
    #expect(
      viewController.calls == [
        .displayLogin(
          .init(alert: AlertMessage(title: "Error", message: "Wrong username or password.")))
      ])
  }

  @Test func givenACall_whenLoadingStartsAndEnds_thenOverlayIsShownThenHidden() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    sut.presentLoading(response: LoginScene.Loading.Response(isLoading: false))

    // Then
    #expect(
      viewController.calls == [
        .displayLoading(.init(showsOverlay: true)), .displayLoading(.init(showsOverlay: false)),
      ])
  }
}
