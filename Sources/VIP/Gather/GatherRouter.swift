import Domain

/// Where the Gather scene can go.
@MainActor
protocol GatherRoutingLogic: AnyObject {
  /// Puts the Player List back in list mode through its data store, and pops back to it.
  func routeToPlayerList()
}

/// Gives the Gather router, and scenes routing here, the scene's data store.
@MainActor
protocol GatherDataPassing: AnyObject {
  /// The interactor's data, for passing on and for the gather to play.
  var dataStore: (any GatherDataStore)? { get }
}

/// The VIP router of Gather: puts the Player List back in list mode through that scene's data
/// store, then pops Confirm Players and Gather off the stack.
@MainActor
final class GatherRouter: GatherRoutingLogic, GatherDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
  let dataStore: (any GatherDataStore)?

  // MARK: - Init

  /// Creates the router over the scene's data store.
  init(dataStore: any GatherDataStore) {
    self.dataStore = dataStore
  }

  // MARK: - GatherRoutingLogic

  func routeToPlayerList() {
    guard let navigation = viewController?.sceneNavigation, let list = navigation.playerList
    else { return }
    if let dataStore, let listStore = list.router.dataStore {
      passDataToPlayerList(source: dataStore, destination: listStore)
    }
    navigation.returnToPlayerList()
  }

  // MARK: - Passing data

  private func passDataToPlayerList(
    source: any GatherDataStore, destination: any PlayerListDataStore
  ) {
    // An ended gather sends the list back to list mode, nobody ticked.
    if source.isEnded { destination.isSelecting = false }
  }
}
