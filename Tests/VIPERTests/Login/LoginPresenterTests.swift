import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct LoginPresenterTests {
  private struct SUT {
    let presenter: LoginPresenter
    let view: LoginViewSpy
    let interactor: LoginInteractorInputProtocolSpy
    let router: LoginRouterProtocolSpy
  }

  private func makeSUT() -> SUT {
    let view = LoginViewSpy()
    let interactor = LoginInteractorInputProtocolSpy()
    let router = LoginRouterProtocolSpy()
    let presenter = LoginPresenter(interactor: interactor, router: router)
    presenter.view = view
    return SUT(presenter: presenter, view: view, interactor: interactor, router: router)
  }

  // MARK: - Load

  @Test func givenNewScreen_whenViewLoads_thenTheRememberedStateIsRequested() {
    // Given
    let sut = makeSUT()

    // When
    sut.presenter.load()

    // Then
    #expect(sut.interactor.calls == [.loadRememberedCredentials])
    #expect(sut.view.calls.isEmpty)
  }

  @Test func givenRememberedState_whenInteractorAnswers_thenSwitchAndUsernameAreShown() {
    // Given
    let sut = makeSUT()

    // When
    sut.presenter.didLoadRememberedCredentials(username: "ana", rememberMe: true)

    // Then
    #expect(sut.view.calls == [.setRememberMe(true), .setUsername("ana")])
  }

  // MARK: - Empty fields

  @Test(arguments: [("", "secret"), ("demo", ""), ("", "")])
  func givenAnEmptyField_whenLoginTapped_thenMandatoryAlertWithoutRequestOrLoading(
    username: String, password: String
  ) async {
    // Given
    let sut = makeSUT()

    // When
    await sut.presenter.loginTapped(username: username, password: password, rememberMe: true)

    // Then
    #expect(sut.view.calls == [.showError(title: "Error", message: "Both fields are mandatory.")])
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenAnEmptyField_whenRegisterTapped_thenMandatoryAlertWithoutRequestOrLoading()
    async
  {
    // Given
    let sut = makeSUT()

    // When
    await sut.presenter.registerTapped(username: "eva", password: "", rememberMe: false)

    // Then
    #expect(sut.view.calls == [.showError(title: "Error", message: "Both fields are mandatory.")])
    #expect(sut.interactor.calls.isEmpty)
  }

  // MARK: - Sign in

  @Test func givenFilledForm_whenLoginTapped_thenOverlayGoesUpAndTheLoginIsAsked() async {
    // Given
    let sut = makeSUT()

    // When
    await sut.presenter.loginTapped(username: "demo", password: "secret", rememberMe: false)

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(sut.interactor.calls == [.login(.fixture(), rememberMe: false)])
    #expect(sut.router.calls.isEmpty)
  }

  @Test func givenFilledForm_whenRegisterTapped_thenOverlayGoesUpAndTheRegisterIsAsked() async {
    // Given
    let sut = makeSUT()

    // When
    await sut.presenter.registerTapped(username: "eva", password: "pw", rememberMe: true)

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(
      sut.interactor.calls == [
        .register(.fixture(username: "eva", password: "pw"), rememberMe: true)
      ])
  }

  @Test func givenSignedIn_whenInteractorAnswers_thenOverlayHidesAndPlayerListIsShown() {
    // Given
    let sut = makeSUT()

    // When
    sut.presenter.didSignIn()

    // Then
    #expect(sut.view.calls == [.hideLoading])
    #expect(sut.router.calls == [.showPlayerList])
  }

  @Test func givenWrongPassword_whenInteractorFails_thenOverlayHidesAndTheErrorIsShown() {
    // Given
    let sut = makeSUT()

    // When
    sut.presenter.didFailToSignIn(with: .invalidCredentials)

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading, .showError(title: "Error", message: "Wrong username or password."),
      ])
    #expect(sut.router.calls.isEmpty)
  }
}
