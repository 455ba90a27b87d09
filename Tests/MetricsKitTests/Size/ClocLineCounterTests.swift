import Testing

@testable import MetricsKit

/// Known counts, each checked against cloc 1.96, for the cases where cloc's rules surprise.
@Suite struct ClocLineCounterTests {
  @Test func givenCodeCommentsAndBlanks_whenCounted_thenEachLineHasOneKind() {
    // Given
    let text = "import Foundation\n\n/// Doc.\n// Note.\nlet x = 1  // trailing\n   \n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 2, comment: 2, code: 2))
  }

  @Test func givenNestedBlockComment_whenCounted_thenFirstCloseEndsIt() {
    // Given: cloc's expression does not nest, so the lines after the inner `*/` are code.
    let text = "/*\n/* inner */\nstill\n*/\nlet z = 3\n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 2, code: 3))
  }

  @Test func givenCommentMarkersInMultiLineString_whenCounted_thenTheyCountAsComments() {
    // Given: cloc does not know `"""`, so a `//` line inside one is a comment line.
    let text = "let s = \"\"\"\n  // inside\n  text\n  \"\"\"\n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 1, code: 3))
  }

  @Test func givenCommentMarkersInStringLiterals_whenCounted_thenCodeBeforeThemKeepsTheLine() {
    // Given
    let text = "let u = \"http://x\" // y\nlet r = #\"raw \"// x\" \"#\nlet b = \"/*\"\nlet c = 2\n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 0, code: 4))
  }

  @Test func givenBlockCommentAcrossCode_whenCounted_thenOnlyWholeCommentLinesAreComments() {
    // Given
    let text = "/* a */ let q = 1\nlet w = 2 /* b\n c */\nlet a = 1\n/* one\n\n two */\n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 1, comment: 3, code: 3))
  }

  @Test func givenBlankLineAfterBackslashContinuation_whenCounted_thenItIsCode() {
    // Given: cloc keeps a blank line that follows a line ending in `\`.
    let text = "let s = \"\"\"\n  a \\\n\n  b\n  \"\"\"\n"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 0, code: 5))
  }

  @Test func givenNoFinalNewlineAndLineCommentAtEnd_whenCounted_thenLastLineIsComment() {
    // Given
    let text = "let a = 1\n// end"

    // When
    let counts = ClocLineCounter.count(text)

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 1, code: 1))
  }

  @Test func givenEmptyText_whenCounted_thenAllCountsAreZero() {
    // When
    let counts = ClocLineCounter.count("")

    // Then
    #expect(counts == LineCounts())
  }
}
