import Foundation
import Testing

@testable import ViewKit

@MainActor
@Suite struct TerminalTextTests {
  @Test func givenEscapeSequencesInAName_whenRendered_thenTheyAreShownEscapedNotObeyed() {
    // Given: a title that would retitle the terminal and a label that would clear it
    let root = ViewController()
    root.title = "\u{1B}]0;pwned\u{07}"
    root.view.addSubview(Label(text: "\u{1B}[2J\u{9B}x\u{7F}"))
    let window = Window(rootViewController: NavigationController(rootViewController: root))

    // When
    let screen = Renderer.render(window, width: 60)

    // Then
    #expect(!screen.unicodeScalars.contains { $0.value < 0x0A || (0x0B..<0x20).contains($0.value) })
    #expect(!screen.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(screen.contains("\\u{1B}]0;pwned\\u{07}"))
    #expect(screen.contains("\\u{1B}[2J\\u{9B}x\\u{7F}"))
  }

  @Test func givenANewlineInARowText_whenRendered_thenTheRowStaysOneLine() {
    // Given
    let text = "Ana\nBruno"

    // When
    let escaped = TerminalText.escaped(text)

    // Then
    #expect(escaped == "Ana\\u{0A}Bruno")
  }

  @Test func givenWideAndCombiningCharacters_whenMeasured_thenWidthIsInTerminalColumns() {
    // Given
    let samples = ["abc", "⚽️", "😀", "日本", "e\u{301}", "👨‍👩‍👧"]

    // When
    let widths = samples.map(TerminalText.width(of:))

    // Then
    #expect(widths == [3, 2, 2, 4, 1, 2])
  }

  @Test func givenATextLongerThanTheWidth_whenFitted_thenItIsCutWithAnEllipsis() {
    // Given
    let long = String(repeating: "x", count: 10_000)

    // When
    let fitted = [
      TerminalText.fitted(long, to: 20), TerminalText.fitted("日本語", to: 4),
      TerminalText.fitted("short", to: 20),
    ]

    // Then
    #expect(fitted == [String(repeating: "x", count: 19) + "…", "日…", "short"])
  }

  @Test func givenAHugeNameAndEmoji_whenATableRenders_thenEveryLineFitsAndColumnsAlign() {
    // Given
    let table = TableView(identifier: "t")
    let source = StaticRows(texts: [String(repeating: "N", count: 10_000), "⚽️ Ana", "Bo"])
    table.dataSource = source
    let root = ViewController()
    root.view.addSubview(table)
    table.reloadData()
    let window = Window(rootViewController: root)

    // When
    let lines = Renderer.render(window, width: 20).split(separator: "\n").map(String.init)

    // Then: every line is 20 columns at most, and each row's ">" ends in the last column
    #expect(lines.allSatisfy { TerminalText.width(of: $0) <= 20 })
    #expect(lines.filter { $0.hasSuffix(">") }.map(TerminalText.width(of:)) == [20, 20, 20])
    _ = source
  }
}

/// One section of plain rows with a disclosure indicator.
@MainActor
private final class StaticRows: TableViewDataSource {
  let texts: [String]
  init(texts: [String]) { self.texts = texts }

  func numberOfSections(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default)
    cell.text = texts[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}
