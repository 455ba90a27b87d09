/// Every deterministic figure of one pattern.
package struct PatternMetrics: Codable, Equatable, Sendable {
  /// The pattern's name.
  package let name: String
  /// Source files.
  package let files: Int
  /// Source lines.
  package let lines: LineCounts
  /// Types declared in the sources, by kind.
  package let typeCounts: TypeCounts
  /// The longest type or extension in the sources.
  package let largestType: LargestType?
  /// Figures per layer, in configured order, empty layers left out.
  package let layers: [GroupFigures]
  /// Figures per screen, in configured order.
  package let screens: [GroupFigures]
  /// Test files.
  package let testFiles: Int
  /// Test lines.
  package let testLines: LineCounts
  /// The pattern's own test target's tests.
  package let tests: TestResults
  /// Coverage of the sources by the pattern's own tests.
  package let ownCoverage: Coverage
  /// Coverage of the sources by all tests together.
  package let allCoverage: Coverage
  /// Architecture rules its files break.
  package let ruleBreaks: [RuleBreak]
  /// Each layer's lines split by screen.
  package var layerScreens: [LayerScreens] = []
  /// Tests and test code per screen folder of the test target, in configured screen order.
  package var testScreens: [ScreenTests] = []
  /// The types playing a pattern role, sorted by path then name.
  package var keyClasses: [KeyClass] = []
  /// Listed tests per layer of the role they test, in configured layer order, empty ones left out.
  package var testLayers: [LayerTests] = []

  /// The key class with the most code lines; on a tie, the first by path.
  package var largestKeyClass: KeyClass? {
    keyClasses.max { $0.codeLines < $1.codeLines }
  }
}
