import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Login presenter's passive view: each call lands in the values
/// `LoginScreen` draws.
@MainActor
@Suite struct LoginViewStateTests {
  @Test func givenRememberedCredentials_whenThePresenterSetsThem_thenTheFormShowsThem() {
    // Given
    let sut = LoginViewState(presenter: LoginPresenterProtocolSpy())

    // When
    sut.setUsername("ana")
    sut.setRememberMe(true)

    // Then
    #expect(sut.values == LoginContent.Values(username: "ana", rememberMe: true))
  }

  @Test func givenASignIn_whenLoadingThenAnError_thenOverlayThenAlertMessage() {
    // Given
    let sut = LoginViewState(presenter: LoginPresenterProtocolSpy())

    // When
    sut.showLoading()
    let covered = sut.values.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Wrong username or password.")

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Wrong username or password."))
  }
}
