import Domain
import Foundation
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct CellsTests {
  @Test func givenAPlayerInSelectionMode_whenItsRowIsMade_thenNameLinesCheckboxAndChevron() {
    // Given
    let player = Player(id: 1, name: "Ana", skill: .amateur, preferredPosition: .goalkeeper)

    // When
    let cell = TableViewCell.playerRow(player, isChecked: true)

    // Then
    #expect(cell.text == "Ana")
    #expect(cell.detailText == "\(player.positionLine)\n\(player.skillLine)")
    #expect(cell.checkbox == .checked)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(TableViewCell.playerRow(player, isChecked: nil).checkbox == nil)
  }

  @Test func givenFieldAndOptionRows_whenMade_thenValueOnTheRightAndCheckmarkOnTheChosen() {
    // Given / When
    let field = TableViewCell.fieldRow(title: "Age", value: "30")
    let chosen = TableViewCell.optionRow(title: "Goalkeeper", isChecked: true)
    let other = TableViewCell.optionRow(title: "Defender", isChecked: false)

    // Then
    #expect(field.style == .value1)
    #expect(field.detailText == "30")
    #expect(chosen.accessoryType == .checkmark)
    #expect(other.accessoryType == .none)
  }

  @Test func givenTeams_whenTheTeamTableIsAsked_thenHeadersRowsAndOutOfRangeRowsAreSafe() {
    // Given
    let ana = Player(id: 1, name: "Ana", preferredPosition: .goalkeeper)
    let bo = Player(id: 2, name: "Bo")
    let source = TeamTableDataSource(sections: [
      TeamTableSection(team: .teamA, players: [ana]), TeamTableSection(team: .teamB, players: [bo]),
    ])
    let table = TableView()

    // When
    let header = source.tableView(table, titleForHeaderInSection: 1)
    let cell = source.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
    let missing = source.tableView(table, cellForRowAt: IndexPath(row: 5, section: 9))

    // Then
    #expect(source.numberOfSections(in: table) == 2)
    #expect(header == TeamSection.teamB.title)
    #expect(cell.text == "Bo")
    #expect(cell.detailText == "-")
    #expect(missing.text == "")
    #expect(source.tableView(table, numberOfRowsInSection: 7) == 0)
    #expect(source.tableView(table, titleForHeaderInSection: 7) == nil)
  }

  @Test func givenAMoveHandler_whenARowIsDragged_thenTheOwnerHearsTheMove() async {
    // Given
    let source = TeamTableDataSource()
    let table = TableView()
    var moves: [(IndexPath, IndexPath)] = []
    #expect(!source.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    source.onMove = { moves.append(($0, $1)) }

    // When
    await source.tableView(
      table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 2))

    // Then
    #expect(source.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    #expect(moves.count == 1)
    #expect(moves.first?.1 == IndexPath(row: 1, section: 2))
  }
}
