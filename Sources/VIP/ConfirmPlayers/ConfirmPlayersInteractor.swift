import Domain

/// The business requests the Confirm Players view controller sends.
@MainActor
protocol ConfirmPlayersBusinessLogic: AnyObject {
  /// Shows the bench and the teams.
  func fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request)
  /// Moves a player within or between the bench and the teams.
  func movePlayer(request: ConfirmPlayersScene.MovePlayer.Request)
  /// Starts the gather; returns once it was started or the start failed.
  func startGather(request: ConfirmPlayersScene.StartGather.Request) async
}

/// What Confirm Players keeps for the scenes around it.
@MainActor
protocol ConfirmPlayersDataStore: AnyObject {
  /// The selected players; written by the Player List's router, all of them go on the bench.
  var players: [Player] { get set }
  /// The started gather, for the Gather scene.
  var gather: GatherModel? { get }
}

/// The VIP interactor of Confirm Players: keeps the bench and teams in a `TeamAssignment` and
/// starts the gather through `GatherService`.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersBusinessLogic, ConfirmPlayersDataStore {
  // MARK: - Properties

  var players: [Player] = [] {
    // Every selected player starts on the bench, in the order given.
    didSet { teams = TeamAssignment(bench: players) }
  }
  private(set) var gather: GatherModel?
  private let presenter: any ConfirmPlayersPresentationLogic
  private let gatherService: any GatherService
  private var teams = TeamAssignment(bench: [])

  // MARK: - Init

  /// Creates the interactor starting gathers through `gatherService`.
  init(presenter: any ConfirmPlayersPresentationLogic, gatherService: any GatherService) {
    self.presenter = presenter
    self.gatherService = gatherService
  }

  // MARK: - ConfirmPlayersBusinessLogic

  func fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request) {
    presenter.presentTeams(response: ConfirmPlayersScene.FetchTeams.Response(teams: teams))
  }

  func movePlayer(request: ConfirmPlayersScene.MovePlayer.Request) {
    // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
    guard let source = TeamSection(rawValue: request.sourceSection),
      let destination = TeamSection(rawValue: request.destinationSection),
      teams.move(
        from: TeamAssignment.Slot(section: source, index: request.sourceRow),
        to: TeamAssignment.Slot(section: destination, index: request.destinationRow))
    else { return }
    presenter.presentTeams(response: ConfirmPlayersScene.FetchTeams.Response(teams: teams))
  }

  func startGather(request: ConfirmPlayersScene.StartGather.Request) async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    presenter.presentLoading(response: ConfirmPlayersScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      gather = try await gatherService.startGather(with: teams)
      presenter.presentLoading(response: ConfirmPlayersScene.Loading.Response(isLoading: false))
      presenter.presentStartGather(response: ConfirmPlayersScene.StartGather.Response(error: nil))
    } catch {
      presenter.presentLoading(response: ConfirmPlayersScene.Loading.Response(isLoading: false))
      presenter.presentStartGather(response: ConfirmPlayersScene.StartGather.Response(error: error))
    }
  }
}
