import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SwiftHighlighterTests {
  @Test func givenKeywordsTypesAndNumbers_whenColoured_thenEachHasItsClass() {
    // Given
    let source = "let count: Int = 42"

    // When
    let lines = SwiftHighlighter.lines(source)

    // Then
    #expect(
      lines == [
        "<span class=\"k\">let</span> count: <span class=\"t\">Int</span> = "
          + "<span class=\"n\">42</span>"
      ])
  }

  @Test func givenKeywordsSplitBySpaces_whenColoured_thenTheyShareOneSpan() {
    // Given
    let source = "private static let shared: Int\nlet\nlet"

    // When
    let lines = SwiftHighlighter.lines(source)

    // Then: one span per run on a line, none across lines
    #expect(
      lines == [
        "<span class=\"k\">private static let</span> shared: <span class=\"t\">Int</span>",
        "<span class=\"k\">let</span>", "<span class=\"k\">let</span>",
      ])
  }

  @Test func givenMarkupInCodeStringsAndComments_whenColoured_thenItIsEscapedEverywhere() {
    // Given
    let source = """
      let a: Array<Int> = [] // <b>&</b>
      let s = "<i>\\"</i>"
      """

    // When
    let lines = SwiftHighlighter.lines(source)

    // Then: no tag of the source reaches the page; the quote inside the string is escaped too
    #expect(lines[0].contains("<span class=\"t\">Array</span>&lt;<span class=\"t\">Int</span>&gt;"))
    #expect(lines[0].contains("<span class=\"c\">// &lt;b&gt;&amp;&lt;/b&gt;</span>"))
    #expect(lines[1].contains("<span class=\"s\">&quot;&lt;i&gt;\\&quot;&lt;/i&gt;&quot;</span>"))
    #expect(!lines.joined().contains("<b>") && !lines.joined().contains("<i>"))
  }

  @Test func givenAMultiLineStringAndComment_whenColoured_thenEachLineKeepsItsClass() {
    // Given
    let source = """
      let text = \"\"\"
        if true
        \"\"\"
      /* one
         two */ let x = 1
      """

    // When
    let lines = SwiftHighlighter.lines(source)

    // Then: the string's and the comment's inner lines are string and comment, not code
    #expect(lines.count == 5)
    #expect(lines[1] == "<span class=\"s\">  if true</span>")
    #expect(lines[2] == "<span class=\"s\">  &quot;&quot;&quot;</span>")
    #expect(lines[3] == "<span class=\"c\">/* one</span>")
    #expect(lines[4].hasPrefix("<span class=\"c\">   two */</span> <span class=\"k\">let</span>"))
  }

  @Test func givenAnInterpolation_whenColoured_thenItsCodeIsColouredAsCode() {
    // Given
    let source = #"let s = "n: \(count + 1) \(Player.name("x"))""#

    // When
    let tokens = SwiftHighlighter.tokens(source)

    // Then: the code inside is code, the string around it and inside it string
    #expect(tokens.map(\.text).joined() == source)
    #expect(tokens.contains(.init(kind: .number, text: "1")))
    #expect(tokens.contains(.init(kind: .type, text: "Player")))
    #expect(tokens.contains(.init(kind: .string, text: #""x""#)))
    #expect(tokens.last == .init(kind: .string, text: #")""#))
  }

  @Test func givenARawStringAndAnAttribute_whenLexed_thenTheRawStringEndsAtItsHashes() {
    // Given
    let source = ##"@MainActor let r = #"a "quoted" \(b)"# // done"##

    // When
    let tokens = SwiftHighlighter.tokens(source)

    // Then
    #expect(tokens.first == .init(kind: .keyword, text: "@MainActor"))
    #expect(tokens.contains(.init(kind: .string, text: ##"#"a "quoted" \(b)"#"##)))
    #expect(tokens.last == .init(kind: .comment, text: "// done"))
  }
}
