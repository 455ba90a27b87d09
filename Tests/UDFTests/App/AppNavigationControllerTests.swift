import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// The navigation controller over the app's store: the stack follows the state's path, and the
/// user's Back becomes a `popFrom` action so the state follows the stack.
@MainActor
@Suite struct AppNavigationControllerTests {
  private let env = TestEnvironment(players: Player.squad)

  /// The app's feature under a recorder, from `path`, in a window.
  private func makeSUT(_ build: (inout StackState<Path.State>) -> Void = { _ in }) -> (
    driver: Driver, navigation: AppNavigationController,
    recorder: RecordingReducer<AppFeature.State, AppFeature.Action>
  ) {
    var state = AppFeature.State(
      login: .init(
        preferences: LoginPreferences(settings: env.settings, credentials: env.credentials)))
    build(&state.path)
    let feature = AppFeature()
    let recorder = RecordingReducer<AppFeature.State, AppFeature.Action> { state, action in
      feature.reduce(into: &state, action: action)
    }
    let navigation = AppNavigationController(
      store: Store(initialState: state, reducer: recorder) { $0.use(env.environment) })
    return (Driver(window: Window(rootViewController: navigation)), navigation, recorder)
  }

  @Test func givenLogin_whenTheStatePushesTheList_thenTheListIsShownOverLoginAndLoads()
    async throws
  {
    // Given
    let (driver, navigation, _) = makeSUT()

    // When
    await navigation.appStore.send(.login(.delegate(.signedIn))).finish()
    await driver.waitUntilIdle()

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.first is LoginViewController)
    #expect(driver.topViewController is PlayerListViewController)
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
  }

  @Test func givenAPathOfTwoScreens_whenTheControllerIsMade_thenBothArePushedInOrder() {
    // When
    let (driver, navigation, recorder) = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.playerDetail(.init(player: Player.squad[1])))
    }

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.viewControllers[1] is PlayerListViewController)
    #expect(driver.topViewController is PlayerDetailViewController)
    #expect(driver.title == "Bruno")
    #expect(recorder.actions.isEmpty)
  }

  @Test func givenAPathOfEveryKindOfScreen_whenTheControllerIsMade_thenEachGetsItsController() {
    // When
    let (_, navigation, _) = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.playerDetail(.init(player: Player.squad[0])))
      $0.append(.playerEdit(.init(player: Player.squad[0], field: .age)))
      $0.append(.playerAdd(.init()))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }

    // Then
    let kinds = navigation.viewControllers.map { "\(type(of: $0))" }
    #expect(
      kinds == [
        "LoginViewController", "PlayerListViewController", "PlayerDetailViewController",
        "PlayerEditViewController", "PlayerAddViewController", "ConfirmPlayersViewController",
        "GatherViewController",
      ])
  }

  @Test func givenPushedDetail_whenTheUserTapsBack_thenPopFromIsSentAndTheStateFollows()
    async throws
  {
    // Given
    var detail = StackElementID(rawValue: -1)
    let (driver, navigation, recorder) = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      detail = $0.append(.playerDetail(.init(player: Player.squad[1])))
    }

    // When
    try await driver.goBack()

    // Then
    // The list, shown again, also says it appears; it does not reload.
    #expect(recorder.actions.filter(\.isPop) == [.path(.popFrom(id: detail))])
    #expect(env.players.calls.isEmpty)
    #expect(navigation.appStore.state.path.ids.count == 1)
    #expect(navigation.viewControllers.count == 2)
    #expect(driver.topViewController is PlayerListViewController)
  }

  @Test
  func givenThreePushedScreens_whenTheStatePopsToTheFirst_thenControllersFollowAndNothingIsSent()
    async
  {
    // Given
    var list = StackElementID(rawValue: -1)
    let (driver, navigation, recorder) = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }
    let ids = navigation.appStore.state.path.ids

    // When: the gather ends
    await navigation.appStore.send(
      .path(.element(id: ids[2], action: .gather(.delegate(.gatherEnded))))
    )
    .finish()

    await driver.waitUntilIdle()

    // Then: the list heard the result; no popFrom came back from the stack
    #expect(navigation.viewControllers.count == 2)
    #expect(driver.topViewController is PlayerListViewController)
    #expect(recorder.actions.contains(.path(.element(id: list, action: .playerList(.gatherEnded)))))
    #expect(recorder.actions.filter(\.isPop).isEmpty)
    #expect(navigation.appStore.state.path.ids == [list])
  }

  @Test func givenAPushedList_whenItsStateChanges_thenTheSameControllerStaysOnTop() async {
    // Given
    var list = StackElementID(rawValue: -1)
    let (driver, navigation, _) = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
    }
    let shown = driver.topViewController

    // When
    await navigation.appStore.send(.path(.element(id: list, action: .playerList(.selectTapped))))
      .finish()
    await driver.waitUntilIdle()

    // Then: the screen is updated in place, not rebuilt
    #expect(driver.topViewController === shown)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.appStore.state.path[id: list]?.playerList?.isSelecting == true)
  }

  @Test func givenTheStatePoppedTwoScreens_whenDetailIsPushedAndBackTapped_thenStateAndStackAgree()
    async throws
  {
    // Given: the gather ended, back on the list; then a row opened Bruno's detail
    var list = StackElementID(rawValue: -1)
    let (driver, navigation, _) = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }
    let gather = navigation.appStore.state.path.ids[2]
    await navigation.appStore.send(
      .path(.element(id: gather, action: .gather(.delegate(.gatherEnded))))
    )
    .finish()
    await navigation.appStore.send(
      .path(.element(id: list, action: .playerList(.playerTapped(Player.squad[1].id))))
    )
    .finish()
    await driver.waitUntilIdle()

    // When
    try await driver.goBack()

    // Then
    #expect(navigation.appStore.state.path.ids == [list])
    #expect(navigation.viewControllers.count == 2)
    #expect(driver.topViewController is PlayerListViewController)
  }

  @Test func givenAPushedList_whenTheStatePopsIt_thenLoginIsShownAgain() async {
    // Given
    var list = StackElementID(rawValue: -1)
    let (driver, navigation, recorder) = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
    }
    // The list's appearance reaches the state while the list is still on the stack.
    await driver.waitUntilIdle()

    // When
    await navigation.appStore.send(.path(.popFrom(id: list))).finish()
    await driver.waitUntilIdle()

    // Then: only the pop sent above
    #expect(navigation.viewControllers.count == 1)
    #expect(driver.topViewController is LoginViewController)
    #expect(recorder.actions.filter(\.isPop) == [.path(.popFrom(id: list))])
  }
}

extension AppFeature.Action {
  /// Whether this is a stack's `popFrom`.
  fileprivate var isPop: Bool {
    if case .path(.popFrom) = self { true } else { false }
  }
}
