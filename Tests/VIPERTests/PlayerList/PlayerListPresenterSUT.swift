import Domain
import TestSupport

@testable import VIPER

/// A Player List presenter with spies for its view, interactor and router, shared by the
/// presenter's test files.
@MainActor
struct PlayerListPresenterSUT {
  let presenter: PlayerListPresenter
  let view = PlayerListViewProtocolSpy()
  let interactor = PlayerListInteractorInputProtocolSpy()
  let router = PlayerListRouterProtocolSpy()

  /// A presenter that has loaded `players`, with the view spy's record cleared.
  init(loaded players: [Player] = Player.squad) {
    presenter = PlayerListPresenter(interactor: interactor, router: router)
    presenter.view = view
    presenter.didFetchPlayers(players)
    view.reset()
  }

  /// The list-mode rows of the squad, in server order.
  static let squadRows: [PlayerListRow] = [
    PlayerListRow(
      name: "Ana", position: "Position: midfielder", skill: "Skill: professional", isChecked: nil),
    PlayerListRow(
      name: "Bruno", position: "Position: goalkeeper", skill: "Skill: amateur", isChecked: nil),
    PlayerListRow(name: "Carla", position: "Position: -", skill: "Skill: -", isChecked: nil),
    PlayerListRow(
      name: "Dan", position: "Position: striker", skill: "Skill: beginner", isChecked: nil),
  ]

  /// The squad's rows in selection mode, with these rows ticked.
  static func selectionRows(ticked: Set<Int>) -> [PlayerListRow] {
    squadRows.enumerated().map { index, row in
      PlayerListRow(
        name: row.name, position: row.position, skill: row.skill,
        isChecked: ticked.contains(index))
    }
  }
}
