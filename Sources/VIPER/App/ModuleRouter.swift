import Domain
import Observation

/// The declarative UI's router: every module's router protocol, answered by changing a path of
/// value routes that the root `NavigationStack` follows; `ModuleStack` builds each route's module.
///
/// Presenters hand their routers the outputs that hear a module's result; a route is a value, so
/// the router keeps them, one of each kind, as there is at most one such module on the path.
@MainActor
@Observable
final class ModuleRouter {
  /// The modules above Login, bottom first; a user's Back removes the last.
  var path: [Module] = []
  /// What the modules are built over.
  @ObservationIgnored let environment: AppEnvironment
  /// Hears Player Detail's saved edits: the Player List's presenter.
  @ObservationIgnored weak var playerDetailOutput: (any PlayerDetailModuleOutput)?
  /// Hears Player Edit's saved player: Player Detail's presenter.
  @ObservationIgnored weak var playerEditOutput: (any PlayerEditModuleOutput)?
  /// Hears Player Add's created player: the Player List's presenter.
  @ObservationIgnored weak var playerAddOutput: (any PlayerAddModuleOutput)?
  /// Hears Gather's end: the Player List's presenter.
  @ObservationIgnored weak var gatherOutput: (any GatherModuleOutput)?

  /// Creates the router of an empty path; `environment` builds the modules.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Takes the top module away.
  private func close() {
    if !path.isEmpty { path.removeLast() }
  }
}

// MARK: - The modules' router protocols

extension ModuleRouter: LoginRouterProtocol {
  func showPlayerList() { path.append(.playerList) }
}

extension ModuleRouter: PlayerListRouterProtocol {
  func showPlayerDetail(for player: Player, output: any PlayerDetailModuleOutput) {
    playerDetailOutput = output
    path.append(.playerDetail(player))
  }

  func showPlayerAdd(output: any PlayerAddModuleOutput) {
    playerAddOutput = output
    path.append(.playerAdd)
  }

  func showConfirmPlayers(with players: [Player], output: any GatherModuleOutput) {
    gatherOutput = output
    path.append(.confirmPlayers(players))
  }
}

extension ModuleRouter: PlayerDetailRouterProtocol {
  func showPlayerEdit(for player: Player, field: PlayerField, output: any PlayerEditModuleOutput) {
    playerEditOutput = output
    path.append(.playerEdit(player, field))
  }
}

extension ModuleRouter: PlayerEditRouterProtocol {
  func closePlayerEdit() { close() }
}

extension ModuleRouter: PlayerAddRouterProtocol {
  func closePlayerAdd() { close() }
}

extension ModuleRouter: ConfirmPlayersRouterProtocol {
  func showGather(with model: GatherModel) { path.append(.gather(GatherRoute(model: model))) }
}

extension ModuleRouter: GatherRouterProtocol {
  func closeGather() {
    // Confirm Players and Gather both leave the stack (SPEC §3.7).
    if let list = path.lastIndex(where: \.isPlayerList) {
      path.removeSubrange((list + 1)...)
    }
  }
}
