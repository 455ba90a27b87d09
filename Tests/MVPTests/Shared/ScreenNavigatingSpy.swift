import Domain
import Layouts
import ViewKit

@testable import MVP

/// Shows a passive MVP view as its root view, installs its layout as an MVP view controller
/// does, and records the navigation the view asks for.
///
/// The title, the loading overlay and alerts stay ViewKit's own, so a driver reads what the view
/// asked for; only the screen-specific pushes and pops are recorded.
@MainActor
final class ScreenNavigatingSpy: ViewController {
  /// One navigation request.
  enum Call: Equatable {
    case showPlayerList
    case showPlayerDetail(Player)
    case showPlayerAdd
    case showConfirmPlayers([Player])
    case showPlayerEdit(Player, field: PlayerField)
    case showGather(GatherModel)
    case popToPreviousScreen
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []
  private let screenView: View
  private let layout: any ScreenLayout
  // Owned here, as an MVP view controller owns its presenter: the view holds it weakly.
  private let presenter: AnyObject

  /// Creates a screen whose root view is `screenView` wiring `layout`, keeping the view's
  /// `presenter` alive.
  init(showing screenView: View, layout: any ScreenLayout, presenter: AnyObject) {
    self.screenView = screenView
    self.layout = layout
    self.presenter = presenter
    super.init()
  }

  /// Uses the view under test as the root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the layout's widgets.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
  }
}

extension ScreenNavigatingSpy: LoginNavigating, PlayerListNavigating, PlayerDetailNavigating,
  PlayerEditNavigating, PlayerAddNavigating, ConfirmPlayersNavigating
{
  func showPlayerList() { calls.append(.showPlayerList) }
  func showPlayerDetail(for player: Player) { calls.append(.showPlayerDetail(player)) }
  func showPlayerAdd() { calls.append(.showPlayerAdd) }
  func showConfirmPlayers(with players: [Player]) { calls.append(.showConfirmPlayers(players)) }
  func showPlayerEdit(for player: Player, field: PlayerField) {
    calls.append(.showPlayerEdit(player, field: field))
  }
  func showGather(with model: GatherModel) { calls.append(.showGather(model)) }
  func popToPreviousScreen() { calls.append(.popToPreviousScreen) }
}
