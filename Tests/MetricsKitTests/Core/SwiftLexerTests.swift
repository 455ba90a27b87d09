import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The one Swift lexer, pinned once on the literals that trip simple lexers; counting, mutation
/// and highlighting read through it.
@Suite struct SwiftLexerTests {
  private typealias Piece = SwiftLexer.Piece

  @Test func givenARawStringHoldingQuotesAndABackslash_whenLexed_thenItIsOneLiteral() {
    // Given
    let source = ##"let a = #"say "hi" \n"# + b"##

    // When
    let pieces = SwiftLexer.pieces(source)

    // Then
    #expect(
      pieces == [
        Piece(.code, "let a = "), Piece(.delimiter, "#\""), Piece(.text, #"say "hi" \n"#),
        Piece(.delimiter, "\"#"), Piece(.code, " + b"),
      ])
  }

  @Test func givenAMultiLineStringWithQuotesAndACommentMarker_whenLexed_thenAllOfItIsText() {
    // Given
    let source = "let a = \"\"\"\n  \"quoted\" // not a comment\n  \"\"\"\nlet b = 1 // note\n"

    // When
    let pieces = SwiftLexer.pieces(source)

    // Then
    #expect(
      pieces == [
        Piece(.code, "let a = "), Piece(.delimiter, "\"\"\""),
        Piece(.text, "\n  \"quoted\" // not a comment\n  "), Piece(.delimiter, "\"\"\""),
        Piece(.code, "\nlet b = 1 "), Piece(.comment, "// note"), Piece(.code, "\n"),
      ])
  }

  @Test func givenNestedInterpolations_whenLexed_thenEachLevelIsCodeOneDeeper() {
    // Given
    let source = #"f("a \(g("b \(h(1)) c")) d")"#

    // When
    let pieces = SwiftLexer.pieces(source)

    // Then
    #expect(
      pieces == [
        Piece(.code, "f("), Piece(.delimiter, "\""), Piece(.text, #"a \("#),
        Piece(.code, "g(", depth: 1), Piece(.delimiter, "\"", depth: 1),
        Piece(.text, #"b \("#, depth: 1), Piece(.code, "h(1)", depth: 2),
        Piece(.text, ") c", depth: 1), Piece(.delimiter, "\"", depth: 1),
        Piece(.code, ")", depth: 1), Piece(.text, ") d"), Piece(.delimiter, "\""),
        Piece(.code, ")"),
      ])
  }

  @Test func givenCommentMarkersInStringsAndStringsInComments_whenLexed_thenEachStaysItsKind() {
    // Given
    let source = "let url = \"http://a/*b*/\" /* \"not a string\" /* nested */ */ + x\n"

    // When
    let pieces = SwiftLexer.pieces(source)

    // Then
    #expect(
      pieces == [
        Piece(.code, "let url = "), Piece(.delimiter, "\""), Piece(.text, "http://a/*b*/"),
        Piece(.delimiter, "\""), Piece(.code, " "),
        Piece(.comment, "/* \"not a string\" /* nested */ */"), Piece(.code, " + x\n"),
      ])
  }

  @Test func givenAnyPieces_whenJoined_thenTheSourceComesBack() {
    // Given
    let source = "a(#\"\\#(b) \"#) /* c */ \"\"\"\n\\(d)\n\"\"\" // e\n\"unterminated\nz"

    // When
    let joined = SwiftLexer.pieces(source).map(\.text).joined()

    // Then
    #expect(joined == source)
  }

  @Test func givenStringsAndComments_whenMaskedForCountingAndMutation_thenOnlyTheirCodeStays() {
    // Given
    let source = "let a = \"x \\(y + 1)\" // z\nb -= 2 /* c\n d */\n"

    // When
    let counting = SwiftSource(source).codeLines
    let mutation = CodeMask(source)

    // Then
    #expect(counting == ["let a = \"          \" ", "b -= 2 ", ""])
    #expect(
      mutation.code.map { String($0) } == ["let a =                  ", "b -= 2     ", "     ", ""])
    #expect(mutation.touchesLiteral == [true, true, true, false])
  }

  @Test func givenAnInterpolatedString_whenHighlighted_thenTheInterpolationIsColouredAsCode() {
    // Given
    let source = #"let s = "n: \(count) \("x")""#

    // When
    let tokens = SwiftHighlighter.tokens(source)

    // Then
    #expect(
      tokens == [
        .init(kind: .keyword, text: "let"), .init(kind: .plain, text: " s = "),
        .init(kind: .string, text: #""n: \("#), .init(kind: .plain, text: "count"),
        .init(kind: .string, text: #") \("#), .init(kind: .string, text: #""x""#),
        .init(kind: .string, text: #")""#),
      ])
  }
}
