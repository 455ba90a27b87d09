@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct CollectionOffsetsTests {
  private struct Roster: DeclarativeKit.View {
    @State private var names = ["A", "B", "C", "D"]

    var body: some DeclarativeKit.View {
      List {
        ForEach(names, id: \.self) { ListRow($0) }
          .onDelete { names.remove(atOffsets: $0) }
          .onMove { names.move(fromOffsets: $0, toOffset: $1) }
      }
      .accessibilityIdentifier("roster")
      .environment(\.editMode, .constant(.active))
    }
  }

  @Test(arguments: [
    ([0], 2, "BACD"),
    ([0], 4, "BCDA"),
    ([3], 0, "DABC"),
    ([2], 2, "ABCD"),
    ([2], 3, "ABCD"),
    ([1, 3], 0, "BDAC"),
    ([0, 2], 4, "BDAC"),
    ([0, 3], 2, "BADC"),
    ([], 1, "ABCD"),
  ])
  func givenFourLetters_whenMovedFromOffsetsToAnOffset_thenTheyStandBeforeThatElement(
    source: [Int], destination: Int, expected: String
  ) {
    // Given
    var letters = Array("ABCD")
    // When
    letters.move(fromOffsets: IndexSet(source), toOffset: destination)
    // Then
    #expect(String(letters) == expected)
  }

  @Test func givenAnArraySlice_whenMovedToTheEnd_thenItsOwnIndicesAreUsed() {
    // Given
    var slice = Array("xABCDx")[1...4]
    // When
    slice.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
    // Then
    #expect(String(slice) == "CDAB")
  }

  @Test(arguments: [
    ([1], "ACD"),
    ([0, 3], "BC"),
    ([0, 1, 2, 3], ""),
    ([], "ABCD"),
  ])
  func givenFourLetters_whenRemovedAtOffsets_thenTheOthersStayInOrder(
    offsets: [Int], expected: String
  ) {
    // Given
    var letters = "ABCD"
    // When
    letters.remove(atOffsets: IndexSet(offsets))
    // Then
    #expect(letters == expected)
  }

  @Test func givenAListInReorderMode_whenARowIsDraggedToTheEnd_thenMoveFromOffsetsReordersIt()
    async throws
  {
    // Given
    let (_, driver, _) = host(Roster())
    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0), in: "roster")
    // Then
    #expect(try driver.rows(in: "roster").flatMap { $0 }.map(\.text) == ["B", "C", "D", "A"])
  }

  @Test func givenAList_whenTheUserDeletesARow_thenRemoveAtOffsetsRemovesIt() async throws {
    // Given
    let (_, driver, _) = host(Roster())
    // When
    try await driver.deleteRow(IndexPath(row: 2, section: 0), in: "roster")
    // Then
    #expect(try driver.rows(in: "roster").flatMap { $0 }.map(\.text) == ["A", "B", "D"])
  }
}
