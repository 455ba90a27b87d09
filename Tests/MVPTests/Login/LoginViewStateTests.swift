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
    sut: LoginViewState, path: ScreenPath
  ) {
    let path = ScreenPath(environment: env.environment)
    return (path.makeLogin(), path)
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
    #expect(sut.values.errorMessage == "Wrong username or password.")
  }

  @Test func givenShownView_whenPresenterShowsPlayerList_thenNavigatorIsAsked() {
    // Given
    let (sut, path) = makeSUT()

    // When
    sut.showPlayerList()

    // Then
    #expect(path.screenNames == ["playerList"])
    #expect(path.top(PlayerListViewState.self)?.presenter != nil)
  }

  @Test func givenRememberedUser_whenThePresenterLoads_thenTheValuesHoldTheStores() throws {
    // Given
    let env = TestEnvironment()
    try env.settings.setRemember(true)
    try env.credentials.saveUsername("ana")
    let (sut, _) = makeSUT(env)

    // When
    sut.presenter?.viewDidLoad()

    // Then
    #expect(sut.values.username == "ana")
    #expect(sut.values.rememberMe)
  }
}
