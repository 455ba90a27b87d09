import Domain
import Layouts
import ViewKit

/// The MVP view controller of Confirm Players: installs `ConfirmPlayersLayout`, assembles
/// `ConfirmPlayersView` and `ConfirmPlayersPresenter`, and pushes Gather when the view asks.
@MainActor
final class ConfirmPlayersViewController: ViewController, ConfirmPlayersNavigating {
  // MARK: - Properties

  private let layout = ConfirmPlayersLayout()
  private let screenView: ConfirmPlayersView
  private let presenter: ConfirmPlayersPresenter
  private let environment: AppEnvironment
  // Only passed on to Gather; weak because the Player List owns itself, as presenters hold it.
  private weak var gatherDelegate: (any GatherPresenterDelegate)?

  // MARK: - Init

  /// Creates the screen with every one of `players` on the bench; `gatherDelegate` is handed to
  /// Gather and hears when the gather ends.
  init(
    players: [Player], environment: AppEnvironment,
    gatherDelegate: (any GatherPresenterDelegate)?
  ) {
    self.environment = environment
    self.gatherDelegate = gatherDelegate
    screenView = ConfirmPlayersView(layout: layout)
    presenter = ConfirmPlayersPresenter(
      view: screenView, gatherService: environment.gathers, players: players)
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the table and Start Gather, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }

  // MARK: - ConfirmPlayersNavigating

  /// Pushes Gather for the started gather.
  func showGather(with model: GatherModel) {
    let gather = GatherViewController(
      model: model, environment: environment, delegate: gatherDelegate)
    navigationController?.pushViewController(gather, animated: true)
  }
}
