import Domain
import Observation

/// The MVVM view model of Confirm Players: keeps the bench and teams in a `TeamAssignment`,
/// publishes the three sections and whether Start Gather is enabled, and starts the gather
/// through `GatherService`; it builds Gather's view model, which `Actions` opens.
@MainActor
@Observable
final class ConfirmPlayersViewModel {
  /// Where the view model sends the user and the news; given by whoever makes the view model.
  struct Actions {
    /// Opens Gather with the view model this one built for the gather just started.
    let showGather: @MainActor (GatherViewModel) -> Void
    /// Passes on Gather's news that the gather was ended on the server.
    let gatherEnded: @MainActor () -> Void
  }

  // MARK: - Outputs

  /// The navigation title.
  let title = ConfirmPlayersTexts.title
  /// `Bench`, `Team A`, `Team B`; a row is the name and the position acronym or `-`.
  private(set) var sections: [TeamTableSection]
  /// Whether Start Gather can be tapped: both teams have players.
  private(set) var isStartEnabled = false
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

  // MARK: - Properties

  /// Navigation out of Confirm Players.
  private let actions: Actions
  private let gatherService: any GatherService
  // Only passed on to Gather's view model, which counts down on it.
  private let clock: any TimerClock
  private var teams: TeamAssignment

  // MARK: - Init

  /// Creates the view model with every one of `players` on the bench, in the order given;
  /// Gather counts down on `clock`.
  init(
    gatherService: any GatherService, clock: any TimerClock, players: [Player], actions: Actions
  ) {
    self.gatherService = gatherService
    self.clock = clock
    self.actions = actions
    let teams = TeamAssignment(bench: players)
    self.teams = teams
    sections = [TeamTableSection](teams)
  }

  // MARK: - Inputs

  /// The user dragged a row to another place, in the same section or another one.
  ///
  /// Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
  func didMoveRow(
    at sourceIndex: Int, inSection sourceSection: Int, to destinationIndex: Int,
    inSection destinationSection: Int
  ) {
    guard let source = TeamSection(rawValue: sourceSection),
      let destination = TeamSection(rawValue: destinationSection),
      teams.move(
        from: .init(section: source, index: sourceIndex),
        to: .init(section: destination, index: destinationIndex))
    else { return }
    sections = [TeamTableSection](teams)
    isStartEnabled = teams.canStartGather
  }

  /// Starts the gather with the teams; returns once it was started or the start failed.
  func startGather() async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    isLoading = true
    do throws(ServiceError) {
      let model = try await gatherService.startGather(with: teams)
      isLoading = false
      actions.showGather(
        GatherViewModel(
          gatherService: gatherService, model: model, clock: clock,
          actions: .init(gatherEnded: actions.gatherEnded)))
    } catch {
      isLoading = false
      alert = AlertMessage(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
    }
  }
}
