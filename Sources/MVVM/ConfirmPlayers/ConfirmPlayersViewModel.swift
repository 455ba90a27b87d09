import Domain
import Foundation
import Observation

/// The MVVM view model of Confirm Players: keeps the bench and teams in a `TeamAssignment`,
/// publishes the three sections and whether Start Gather is enabled, and starts the gather
/// through `GatherService`, returning Gather's route, which its screen shows.
@MainActor
@Observable
final class ConfirmPlayersViewModel {
  /// A screen Confirm Players leads to, by value.
  enum Route: Hashable {
    /// Gather of the gather just started.
    case gather(GatherModel)

    /// The same gather: a started gather is known by its id.
    static func == (lhs: Route, rhs: Route) -> Bool { lhs.gatherID == rhs.gatherID }

    /// Hashes the gather's id.
    func hash(into hasher: inout Hasher) { hasher.combine(gatherID) }

    private var gatherID: UUID {
      switch self {
      case .gather(let model): model.gatherId
      }
    }
  }

  // MARK: - Outputs

  /// The navigation title.
  let title = ConfirmPlayersTexts.title
  /// `Bench`, `Team A`, `Team B`; a row is the name and the position acronym or `-`.
  var sections: [TeamTableSection] { [TeamTableSection](teams) }
  /// Whether Start Gather can be tapped: both teams have players.
  var isStartEnabled: Bool { teams.canStartGather }
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

  // MARK: - Properties

  private let gatherService: any GatherService
  private var teams: TeamAssignment

  // MARK: - Init

  /// Creates the view model with every one of `players` on the bench, in the order given,
  /// starting gathers through `gatherService`.
  init(gatherService: any GatherService, players: [Player]) {
    self.gatherService = gatherService
    teams = TeamAssignment(bench: players)
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
      let destination = TeamSection(rawValue: destinationSection)
    else { return }
    // A move the rules refuse leaves the teams as they were.
    teams.move(
      from: .init(section: source, index: sourceIndex),
      to: .init(section: destination, index: destinationIndex))
  }

  /// Starts the gather with the teams; returns Gather's route once it was started, nil if the
  /// start failed (the alert says so).
  @discardableResult
  func startGather() async -> Route? {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return nil }
    isLoading = true
    defer { isLoading = false }
    do throws(ServiceError) {
      return .gather(try await gatherService.startGather(with: teams))
    } catch {
      alert = AlertMessage(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
      return nil
    }
  }
}
