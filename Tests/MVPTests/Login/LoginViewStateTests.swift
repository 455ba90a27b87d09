import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Login's view state as its presenter's passive view: each call lands in the values the screen
/// renders, and the push goes to the stack.
@MainActor
@Suite struct LoginViewStateTests {
  private func makeSUT(_ env: TestEnvironment = TestEnvironment()) -> (
    sut: LoginViewState, router: ScreenRouter
  ) {
    let router = ScreenRouter(environment: env.environment)
    return (router.makeLogin(), router)
  }

  @Test func givenShownView_whenPresenterSetsUsernameAndSwitch_thenTheFormShowsThem() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.setUsername("ana")
    sut.setRememberMe(true)

    // Then
    #expect(sut.values == LoginContent.Values(username: "ana", rememberMe: true))
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, _) = makeSUT()
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

  @Test func givenShownView_whenPresenterShowsPlayerList_thenNavigatorIsAsked() {
    // Given
    let (sut, router) = makeSUT()

    // When
    sut.showPlayerList()

    // Then
    #expect(router.screenNames == ["playerList"])
    #expect(router.top(PlayerListViewState.self)?.presenter != nil)
  }

  @Test func givenRememberedUser_whenThePresenterLoads_thenTheValuesHoldTheStores() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")
    let (sut, _) = makeSUT(env)

    // When
    sut.presenter?.load()

    // Then
    #expect(sut.values.username == "ana")
    #expect(sut.values.rememberMe)
  }
}
