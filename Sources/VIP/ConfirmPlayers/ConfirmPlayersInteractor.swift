import Domain

/// The business requests the Confirm Players view controller sends.
@MainActor
package protocol ConfirmPlayersBusinessLogic: AnyObject {
  /// Shows the bench and the teams.
  func fetchTeams(request: ConfirmPlayers.FetchTeams.Request)
  /// Moves a player within or between the bench and the teams.
  func movePlayer(request: ConfirmPlayers.MovePlayer.Request)
  /// Starts the gather; returns once it was started or the start failed.
  func startGather(request: ConfirmPlayers.StartGather.Request) async
}

/// What Confirm Players keeps for the scenes around it.
@MainActor
package protocol ConfirmPlayersDataStore: AnyObject {
  /// The selected players; written by the Player List's router, all of them go on the bench.
  var players: [Player] { get set }
  /// The started gather, for the Gather scene.
  var gather: GatherModel? { get }
}

/// The VIP interactor of Confirm Players: keeps the bench and teams in a `TeamAssignment` and
/// starts the gather through `GatherService`.
@MainActor
package final class ConfirmPlayersInteractor: ConfirmPlayersBusinessLogic, ConfirmPlayersDataStore {
  // MARK: - Properties

  package var players: [Player] = [] {
    // Every selected player starts on the bench, in the order given.
    didSet { teams = TeamAssignment(bench: players) }
  }
  package private(set) var gather: GatherModel?
  private let presenter: any ConfirmPlayersPresentationLogic
  private let gathers: any GatherService
  private var teams = TeamAssignment(bench: [])

  // MARK: - Init

  /// Creates the interactor starting gathers through `gathers`.
  package init(presenter: any ConfirmPlayersPresentationLogic, gathers: any GatherService) {
    self.presenter = presenter
    self.gathers = gathers
  }

  // MARK: - ConfirmPlayersBusinessLogic

  package func fetchTeams(request: ConfirmPlayers.FetchTeams.Request) {
    presenter.presentTeams(response: ConfirmPlayers.FetchTeams.Response(teams: teams))
  }

  package func movePlayer(request: ConfirmPlayers.MovePlayer.Request) {
    // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
    guard let source = TeamSection(rawValue: request.sourceSection),
      let destination = TeamSection(rawValue: request.destinationSection),
      teams.move(
        from: TeamAssignment.Slot(section: source, index: request.sourceRow),
        to: TeamAssignment.Slot(section: destination, index: request.destinationRow))
    else { return }
    presenter.presentTeams(response: ConfirmPlayers.FetchTeams.Response(teams: teams))
  }

  package func startGather(request: ConfirmPlayers.StartGather.Request) async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    presenter.presentLoading(response: ConfirmPlayers.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      gather = try await gathers.startGather(with: teams)
      presenter.presentLoading(response: ConfirmPlayers.Loading.Response(isLoading: false))
      presenter.presentStartGather(response: ConfirmPlayers.StartGather.Response(error: nil))
    } catch {
      presenter.presentLoading(response: ConfirmPlayers.Loading.Response(isLoading: false))
      presenter.presentStartGather(response: ConfirmPlayers.StartGather.Response(error: error))
    }
  }
}
