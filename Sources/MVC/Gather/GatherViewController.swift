import Domain
import Layouts
import ViewKit

/// What Gather tells the screen that started it (the Player List, through Confirm Players).
@MainActor
protocol GatherViewControllerDelegate: AnyObject {
  /// The gather was ended on the server; the Player List goes back to list mode and pops to itself.
  func gatherViewControllerDidEndGather(_ controller: GatherViewController)
}

/// The MVC view controller of Gather: keeps the scores, drives the `GatherTimer` countdown and
/// the time picker, shows the teams, and ends the gather through `GatherService`.
///
/// The layout sends it the user's events, Domain's `GatherEvents`; the countdown and picker are
/// in `+Timer`, the scores and End Gather in `+Actions`.
@MainActor
final class GatherViewController: ViewController, GatherEvents {
  // MARK: - Properties

  /// Told when the gather has ended, so the Player List can close the flow.
  weak var delegate: (any GatherViewControllerDelegate)?
  // Internal rather than private only because the `+Topic` extensions use them.
  let gatherService: any GatherService
  let model: GatherModel
  let timer: GatherTimer
  var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]
  let layout = GatherLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen of the gather in `model`, ending it through `gatherService` and counting
  /// down on `clock`; `delegate` hears when it has ended.
  init(
    model: GatherModel, gatherService: any GatherService, clock: any TimerClock,
    delegate: (any GatherViewControllerDelegate)?
  ) {
    self.gatherService = gatherService
    self.model = model
    self.delegate = delegate
    timer = GatherTimer(clock: clock)
    super.init()
    timer.onTick = { [weak self] in self?.showTimer() }
  }

  // MARK: - Lifecycle

  /// Installs the screen of SPEC §3.7, the picker panel hidden, and fills it.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    layout.install(in: self)
    dataSource.sections = TeamSection.playing.map {
      TeamTableSection(team: $0, players: model.players(in: $0))
    }
    layout.table.dataSource = dataSource
    wireActions()
    showTimer()
  }

  /// Stops the countdown when the screen is left: Back, or the pop after ending.
  override func viewWillDisappear() {
    super.viewWillDisappear()
    timer.stop()
  }

  // MARK: - Private

  private func wireActions() {
    layout.sendEvents(to: self)
  }

}
