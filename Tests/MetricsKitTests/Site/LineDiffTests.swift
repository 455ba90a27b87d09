import Testing

@testable import MetricsKit

@Suite struct LineDiffTests {
  @Test func givenTheSameLines_whenAligned_thenEveryRowIsTheSame() {
    // Given
    let lines = ["a", "b", "c"]

    // When
    let rows = LineDiff.rows(lines, lines)

    // Then
    #expect(rows == [.same(left: 0, right: 0), .same(left: 1, right: 1), .same(left: 2, right: 2)])
  }

  @Test func givenALineOnlyOnEachSide_whenAligned_thenTheyPairAsChangedBetweenCommonLines() {
    // Given
    let left = ["import Domain", "let a = 1", "}"]
    let right = ["import Domain", "let a = 2", "}"]

    // When
    let rows = LineDiff.rows(left, right)

    // Then
    #expect(
      rows == [.same(left: 0, right: 0), .changed(left: 1, right: 1), .same(left: 2, right: 2)])
  }

  @Test func givenLinesAddedAndRemoved_whenAligned_thenTheSurplusStandsAloneOnItsSide() {
    // Given: the right inserts two lines, the left has one the right lacks
    let left = ["a", "x", "b", "c"]
    let right = ["a", "y1", "y2", "b", "c", "d"]

    // When
    let rows = LineDiff.rows(left, right)

    // Then
    #expect(
      rows == [
        .same(left: 0, right: 0), .changed(left: 1, right: 1), .right(2),
        .same(left: 2, right: 3), .same(left: 3, right: 4), .right(5),
      ])
  }

  @Test func givenOneSideEmpty_whenAligned_thenEveryLineStandsAlone() {
    // Given
    let left: [String] = []
    let right = ["a", "b"]

    // When
    let forward = LineDiff.rows(left, right)
    let backward = LineDiff.rows(right, left)

    // Then
    #expect(forward == [.right(0), .right(1)])
    #expect(backward == [.left(0), .left(1)])
  }

  @Test func givenMovedBlocks_whenCounted_thenTheLongestCommonSubsequenceIsKept() {
    // Given: b and c kept in order, a moved to the end
    let left = ["a", "b", "c", "d"]
    let right = ["b", "c", "d", "a"]

    // When
    let common = LineDiff.commonCount(left, right)
    let rows = LineDiff.rows(left, right)

    // Then: three lines in common; every line of both sides appears exactly once
    #expect(common == 3)
    #expect(rows.first == .left(0) && rows.last == .right(3))
    #expect(rows.count == 5)
  }
}
