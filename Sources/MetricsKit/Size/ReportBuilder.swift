/// Turns measured files, test results and coverage into a pattern's figures.
package struct ReportBuilder: Sendable {
  /// The layers, screens and rules the figures are split by.
  let config: MetricsConfig
  private var classifier: FileClassifier { FileClassifier(config: config) }

  /// The figures of one pattern from its files (coverage already attached) and tests.
  ///
  /// `testSuites` names the suite of each listed test, module left out (`LoginPresenterTests`):
  /// a test belongs to the screen folder of the test file declaring its suite.
  package func pattern(
    _ name: String, files: [FileMetrics], tests: TestResults, testSuites: [String] = []
  ) -> PatternMetrics {
    let sources = files.filter { !$0.isTest }
    let testFiles = files.filter(\.isTest)
    let layers = byLayer(sources)
    return PatternMetrics(
      name: name, files: sources.count, lines: sum(sources),
      typeCounts: TypeCounts(sources.flatMap(\.types)), largestType: largestType(in: sources),
      layers: layers.map { GroupFigures(name: $0.layer, files: $0.files) },
      screens: byScreen(sources), testFiles: testFiles.count, testLines: sum(testFiles),
      tests: tests, ownCoverage: sources.reduce(Coverage()) { $0 + ($1.ownCoverage ?? Coverage()) },
      allCoverage: sources.reduce(Coverage()) { $0 + ($1.allCoverage ?? Coverage()) },
      ruleBreaks: RuleChecker(config: config).breaks(in: sources),
      layerScreens: layers.map { LayerScreens(name: $0.layer, screens: byScreen($0.files)) },
      testScreens: testScreens(testFiles, suites: testSuites), keyClasses: keyClasses(sources),
      testLayers: testLayers(testFiles, suites: testSuites))
  }

  /// The figures of one edition of a pattern, or nil if the pattern has no file of `ui`.
  ///
  /// An edition is the pattern's logic and the files of `ui` (every file when no UI is
  /// configured), with the tests of those files. All its tests passed (a failing test stops the
  /// measurement before this).
  package func edition(
    _ name: String, ui: String?, files: [FileMetrics], testSuites: [String] = []
  ) -> PatternMetrics? {
    var (members, suites) = (files, testSuites)
    if let ui {
      guard files.contains(where: { !$0.isTest && $0.ui == ui }) else { return nil }
      members = files.filter { $0.ui == nil || $0.ui == ui }
      let declaring = suiteFiles(files.filter(\.isTest))
      suites = testSuites.filter { [nil, ui].contains(declaring[Self.typeName(ofSuite: $0)]?.ui) }
    }
    let tests = TestResults(listed: suites.count, passed: suites.count)
    return pattern(name, files: members, tests: tests, testSuites: suites)
  }

  /// The test file declaring each type (else the first file extending it), by type name.
  private func suiteFiles(_ testFiles: [FileMetrics]) -> [String: FileMetrics] {
    var declared: [String: FileMetrics] = [:]
    var extended: [String: FileMetrics] = [:]
    for file in testFiles {
      for type in file.types {
        if type.kind == "extension" {
          if extended[type.name] == nil { extended[type.name] = file }
        } else if declared[type.name] == nil {
          declared[type.name] = file
        }
      }
    }
    return extended.merging(declared) { $1 }
  }

  /// A listed suite's type name, module left out: `LoginPresenterTests`.
  private static func typeName(ofSuite suite: String) -> String {
    String(suite.split(separator: ".").last ?? Substring(suite))
  }

  /// The files of each layer, in configured order, empty layers left out.
  private func byLayer(_ files: [FileMetrics]) -> [(layer: String, files: [FileMetrics])] {
    config.layerNames.map { layer in (layer, files.filter { $0.layer == layer }) }
      .filter { !$0.files.isEmpty }
  }

  /// The figures of each screen of `files`, in configured screen order.
  private func byScreen(_ files: [FileMetrics]) -> [GroupFigures] {
    classifier.sortedScreens(files.map(\.screen)).map { screen in
      GroupFigures(name: screen, files: files.filter { $0.screen == screen })
    }
  }

  private func testScreens(_ testFiles: [FileMetrics], suites: [String]) -> [ScreenTests] {
    let counts = testCounts(testFiles, suites: suites, default: config.rootScreen) { $0.screen }
    let screens = classifier.sortedScreens(testFiles.map(\.screen) + counts.keys)
    return screens.map { screen in
      let members = testFiles.filter { $0.screen == screen }
      return ScreenTests(
        name: screen, tests: counts[screen] ?? 0, files: members.count, lines: sum(members))
    }
  }

  private func testLayers(_ testFiles: [FileMetrics], suites: [String]) -> [LayerTests] {
    let counts = testCounts(testFiles, suites: suites, default: config.otherLayer) { file in
      classifier.layer(ofFile: file.path)
    }
    return config.layerNames.compactMap { layer in
      counts[layer].map { LayerTests(name: layer, tests: $0) }
    }
  }

  /// Listed tests counted by a property of the file declaring each one's suite (else a file
  /// extending it, else `fallback`).
  private func testCounts(
    _ testFiles: [FileMetrics], suites: [String], default fallback: String,
    by key: (FileMetrics) -> String
  ) -> [String: Int] {
    let declaring = suiteFiles(testFiles)
    var counts: [String: Int] = [:]
    for suite in suites {
      counts[declaring[Self.typeName(ofSuite: suite)].map(key) ?? fallback, default: 0] += 1
    }
    return counts
  }

  private func keyClasses(_ sources: [FileMetrics]) -> [KeyClass] {
    var extensionLines: [String: Int] = [:]
    for file in sources {
      for type in file.types where type.kind == "extension" {
        extensionLines[type.name, default: 0] += type.codeLines
      }
    }
    var result: [KeyClass] = []
    for file in sources where file.layer != config.otherLayer {
      let base = classifier.baseName(ofFile: file.path)
      for type in file.types
      where type.name == base && type.kind != "extension" && type.kind != "protocol" {
        result.append(
          KeyClass(
            name: type.name, kind: type.kind, layer: file.layer, screen: file.screen,
            path: file.path, codeLines: type.codeLines + (extensionLines[type.name] ?? 0)))
      }
    }
    return result.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
  }

  private func sum(_ files: [FileMetrics]) -> LineCounts {
    files.reduce(LineCounts()) { $0 + $1.lines }
  }

  /// The longest type; on a tie, the first by path then line, so the answer never varies.
  private func largestType(in files: [FileMetrics]) -> LargestType? {
    let types = files.flatMap { file in file.types.map { (file.path, $0) } }
    return types.max { $0.1.codeLines < $1.1.codeLines }.map { path, type in
      LargestType(name: type.name, kind: type.kind, path: path, codeLines: type.codeLines)
    }
  }
}
