/// Finds the files that break the architecture's rules: what they import, and what they build.
package struct RuleChecker: Sendable {
  /// The rules.
  let config: MetricsConfig
  private var classifier: FileClassifier { FileClassifier(config: config) }

  /// Breaks among the source files: logic importing a forbidden module, a pattern another, a
  /// pattern building a widget its screen's layout provides.
  package func breaks(in files: [FileMetrics]) -> [RuleBreak] {
    var result: [RuleBreak] = []
    let patternModules = Set(config.patterns.map(\.name))
    for file in files where !file.isTest {
      for widget in file.widgets ?? [] {
        result.append(
          RuleBreak(path: file.path, module: widget, rule: "pattern constructs a widget"))
      }
      for module in file.imports {
        if classifier.isLogic(file: file.path) && config.logicForbiddenImports.contains(module) {
          result.append(
            RuleBreak(path: file.path, module: module, rule: "logic file imports \(module)"))
        }
        if patternModules.contains(module) && module != file.pattern {
          result.append(
            RuleBreak(path: file.path, module: module, rule: "pattern imports another pattern"))
        }
      }
    }
    return result.sorted()
  }
}
