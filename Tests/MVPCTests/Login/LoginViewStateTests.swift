import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Login's view state as its presenter's passive view: each call lands in the values the screen
/// renders; no call asks for a screen, since navigation is the coordinator's.
@MainActor
@Suite struct LoginViewStateTests {
  @Test func givenShownView_whenPresenterSetsUsernameAndSwitch_thenTheFormShowsThem() {
    // Given
    let sut = LoginViewState()

    // When
    sut.setUsername("ana")
    sut.setRememberMe(true)

    // Then
    #expect(sut.values == LoginContent.Values(username: "ana", rememberMe: true))
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let sut = LoginViewState()
    sut.showLoading()
    let wasLoading = sut.values.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Wrong username or password.")

    // Then
    #expect(wasLoading)
    #expect(!sut.values.isLoading)
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Wrong username or password."))
  }

  @Test func givenRememberedUser_whenThePresenterLoads_thenTheValuesHoldTheStores() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")
    let sut = PathCoordinator(environment: env.environment).makeLogin()

    // When
    sut.presenter?.load()

    // Then
    #expect(sut.values.username == "ana")
    #expect(sut.values.rememberMe)
  }
}
