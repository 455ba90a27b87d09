@testable import MetricsKit

/// A small configuration like the checked-in one, fixed for tests.
enum TestConfig {
  /// Two patterns and the layers the tests use.
  static let config = MetricsConfig(
    patterns: [
      .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
      .init(name: "MVP", sources: "Sources/MVP", tests: "Tests/MVPTests"),
    ],
    layers: [
      .init(name: "view controller", suffixes: ["ViewController"]),
      .init(name: "view model", suffixes: ["ViewModel"], logic: true),
      .init(name: "cell", suffixes: ["Cell"]),
      .init(name: "view", suffixes: ["View"]),
      .init(name: "presenter", suffixes: ["Presenter"], logic: true),
    ],
    otherLayer: "other", logicForbiddenImports: ["ViewKit"], screens: ["App", "Login", "Gather"],
    rootScreen: "(root)")
}
