@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// The declarative app over the app's store: the `NavigationStack` follows the state's path, and
/// the user's Back becomes a `popFrom` action so the state follows the stack.
@MainActor
@Suite struct AppScreenTests {
  private let env = TestEnvironment(players: Player.squad)

  /// The app's feature under a recorder, from `path`, in a window.
  private func makeSUT(_ build: (inout StackState<UDF.Path.State>) -> Void = { _ in }) -> (
    driver: Driver, navigation: NavigationController,
    store: Store<AppFeature.State, AppFeature.Action>,
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
    let store = Store(initialState: state, reducer: recorder) { $0.use(env.environment) }
    let navigation = NavigationHostingController(rootView: AppScreen(store: store))
    return (Driver(window: Window(rootViewController: navigation)), navigation, store, recorder)
  }

  @Test func givenLogin_whenTheStatePushesTheList_thenTheListIsShownOverLoginAndLoads()
    async throws
  {
    // Given
    let sut = makeSUT()

    // When
    await sut.store.send(.login(.delegate(.signedIn))).finish()
    await sut.driver.waitUntilIdle()

    // Then
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.navigation.viewControllers.first?.runtimeName == "HostingController<AppScreen>")
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerListScreen>")
    #expect(try sut.driver.rows(in: "playerList.table").first?.count == 4)
  }

  @Test func givenAPathOfTwoScreens_whenTheAppIsMade_thenBothArePushedInOrder() {
    // When
    let sut = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.playerDetail(.init(player: Player.squad[1])))
    }

    // Then
    #expect(sut.navigation.viewControllers.count == 3)
    #expect(sut.navigation.viewControllers[1].runtimeName == "HostingController<PlayerListScreen>")
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerDetailScreen>")
    #expect(sut.driver.title == "Bruno")
    #expect(sut.recorder.actions.isEmpty)
  }

  @Test func givenAPathOfEveryKindOfScreen_whenTheAppIsMade_thenEachGetsItsScreen() {
    // When
    let sut = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.playerDetail(.init(player: Player.squad[0])))
      $0.append(.playerEdit(.init(player: Player.squad[0], field: .age)))
      $0.append(.playerAdd(.init()))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }

    // Then
    let kinds = sut.navigation.viewControllers.map(\.runtimeName)
    #expect(
      kinds == [
        "HostingController<AppScreen>", "HostingController<PlayerListScreen>",
        "HostingController<PlayerDetailScreen>", "HostingController<PlayerEditScreen>",
        "HostingController<PlayerAddScreen>", "HostingController<ConfirmPlayersScreen>",
        "HostingController<GatherScreen>",
      ])
  }

  @Test func givenTheList_whenARowIsTapped_thenItsDetailIsPushedByItsState() async throws {
    // Given
    let sut = makeSUT { $0.append(.playerList(.loaded(Player.squad))) }
    let pushed = sut.store.state.path.nextPushID

    // When
    try await sut.driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")

    // Then: the stack's push, as TCA's `NavigationLink(state:)` sends it
    #expect(
      sut.recorder.actions.filter(\.isPush) == [
        .path(.push(id: pushed, state: .playerDetail(.init(player: Player.squad[1]))))
      ])
    #expect(sut.store.state.path.ids.last == pushed)
    #expect(sut.navigation.viewControllers.count == 3)
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerDetailScreen>")
    #expect(sut.driver.title == "Bruno")
  }

  @Test func givenPushedDetail_whenTheUserTapsBack_thenPopFromIsSentAndTheStateFollows()
    async throws
  {
    // Given
    var detail = StackElementID(rawValue: -1)
    let sut = makeSUT {
      $0.append(.playerList(.loaded(Player.squad)))
      detail = $0.append(.playerDetail(.init(player: Player.squad[1])))
    }

    // When
    try await sut.driver.goBack()

    // Then
    // The list, shown again, also says it appears; it does not reload.
    #expect(sut.recorder.actions.filter(\.isPopFrom) == [.path(.popFrom(id: detail))])
    #expect(env.players.calls.isEmpty)
    #expect(sut.store.state.path.ids.count == 1)
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerListScreen>")
  }

  @Test
  func givenThreePushedScreens_whenTheStatePopsToTheFirst_thenScreensFollowAndNothingIsSent()
    async
  {
    // Given
    var list = StackElementID(rawValue: -1)
    let sut = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }
    let ids = sut.store.state.path.ids

    // When: the gather ends
    await sut.store.send(
      .path(.element(id: ids[2], action: .gather(.delegate(.gatherEnded))))
    )
    .finish()

    await sut.driver.waitUntilIdle()

    // Then: the list heard the result; no popFrom came back from the stack
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerListScreen>")
    #expect(
      sut.recorder.actions.contains(.path(.element(id: list, action: .playerList(.gatherEnded)))))
    #expect(sut.recorder.actions.filter(\.isPopFrom).isEmpty)
    #expect(sut.store.state.path.ids == [list])
  }

  @Test func givenAPushedList_whenItsStateChanges_thenTheSameScreenStaysOnTop() async {
    // Given
    var list = StackElementID(rawValue: -1)
    let sut = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
    }
    let shown = sut.driver.topViewController

    // When
    await sut.store.send(.path(.element(id: list, action: .playerList(.selectTapped))))
      .finish()
    await sut.driver.waitUntilIdle()

    // Then: the screen is updated in place, not rebuilt
    #expect(sut.driver.topViewController === shown)
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.store.state.path[id: list]?.playerList?.isSelecting == true)
  }

  @Test func givenTheStatePoppedTwoScreens_whenDetailIsPushedAndBackTapped_thenStateAndStackAgree()
    async throws
  {
    // Given: the gather ended, back on the list; then a row opened Bruno's detail
    var list = StackElementID(rawValue: -1)
    let sut = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
      $0.append(.confirmPlayers(.init(players: Player.squad)))
      $0.append(.gather(.init(model: .fixture())))
    }
    let gather = sut.store.state.path.ids[2]
    await sut.store.send(
      .path(.element(id: gather, action: .gather(.delegate(.gatherEnded))))
    )
    .finish()
    await sut.store.send(
      .path(.element(id: list, action: .playerList(.playerTapped(Player.squad[1].id))))
    )
    .finish()
    await sut.driver.waitUntilIdle()

    // When
    try await sut.driver.goBack()

    // Then
    #expect(sut.store.state.path.ids == [list])
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.driver.topViewController.runtimeName == "HostingController<PlayerListScreen>")
  }

  @Test func givenAPushedList_whenTheStatePopsIt_thenLoginIsShownAgain() async {
    // Given
    var list = StackElementID(rawValue: -1)
    let sut = makeSUT {
      list = $0.append(.playerList(.loaded(Player.squad)))
    }
    // The list's appearance reaches the state while the list is still on the stack.
    await sut.driver.waitUntilIdle()

    // When
    await sut.store.send(.path(.popFrom(id: list))).finish()
    await sut.driver.waitUntilIdle()

    // Then: only the pop sent above
    #expect(sut.navigation.viewControllers.count == 1)
    #expect(sut.driver.topViewController.runtimeName == "HostingController<AppScreen>")
    #expect(sut.recorder.actions.filter(\.isPopFrom) == [.path(.popFrom(id: list))])
  }
}

extension AppFeature.Action {
  /// Whether this is a stack's `push`.
  fileprivate var isPush: Bool {
    if case .path(.push) = self { true } else { false }
  }

  /// Whether this is a stack's `popFrom`.
  fileprivate var isPopFrom: Bool {
    if case .path(.popFrom) = self { true } else { false }
  }
}
