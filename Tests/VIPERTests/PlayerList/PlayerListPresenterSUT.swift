import Domain
import TestSupport

@testable import VIPER

/// A Player List presenter with spies for its view, interactor and router, shared by the
/// presenter's test files.
@MainActor
struct PlayerListPresenterSUT {
  let presenter: PlayerListPresenter
  let view = PlayerListViewSpy()
  let interactor = PlayerListInteractorInputProtocolSpy()
  let router = PlayerListRouterProtocolSpy()

  /// A presenter whose interactor reported `players`, with the view spy's record cleared.
  init(loaded players: [Player] = Player.squad) {
    presenter = PlayerListPresenter(interactor: interactor, router: router)
    presenter.view = view
    presenter.didFetchPlayers(players, selection: nil)
    view.reset()
  }

  /// What the view is told to show `players` in list mode.
  static func listMode(_ players: [Player] = Player.squad) -> [PlayerListViewSpy.Call] {
    [
      .showControls(
        PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: !players.isEmpty)),
      .showPlayers(players.map { PlayerListRow(player: $0, isChecked: nil) }, canDelete: true),
    ]
  }

  /// What the view is told to show the squad in selection mode with these rows ticked.
  static func selectionMode(ticked: Set<Int>) -> [PlayerListViewSpy.Call] {
    [
      .showControls(
        PlayerListControls(isSelecting: true, selectedCount: ticked.count, hasPlayers: true)),
      .showPlayers(
        Player.squad.enumerated().map { PlayerListRow(player: $1, isChecked: ticked.contains($0)) },
        canDelete: false),
    ]
  }

  /// The squad's selection, with these rows ticked.
  static func selection(ticked: Set<Int>) -> PlayerSelection {
    var selection = PlayerSelection()
    for index in ticked.sorted() { selection.toggle(Player.squad[index]) }
    return selection
  }

  /// The presenter as the interactor answered a Select: selection mode, no one ticked, with the
  /// records cleared.
  func enterSelectionMode() {
    presenter.didUpdateList(Player.squad, selection: PlayerSelection())
    view.reset()
  }
}
