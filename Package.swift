// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FootballGatherArchitectures",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "metrics", targets: ["metrics"]),
    .executable(name: "football-gather", targets: ["FootballGather"]),
    .executable(name: "bench", targets: ["Bench"]),
  ],
  targets: [
    // Models, services (local and HTTP), stores, the timer and its clocks: no UI, no pattern.
    .target(name: "Domain"),
    // Shared fakes, fixtures and the app launcher of UI-level tests; linked by test targets only.
    .target(name: "TestSupport", dependencies: ["Domain", "ViewKit"]),
    // A headless, UIKit-shaped toolkit with a text renderer and a driver.
    .target(name: "ViewKit"),
    // A SwiftUI-shaped toolkit (views as values, state, Observation) hosted on ViewKit.
    .target(name: "DeclarativeKit", dependencies: ["ViewKit"]),
    // Every screen's widgets, built once as a storyboard would: patterns wire them, never build them.
    .target(name: "Layouts", dependencies: ["DeclarativeKit", "Domain", "ViewKit"]),
    // The seven screens as Apple-style Model-View-Controller.
    .target(name: "MVC", dependencies: ["Domain", "Layouts", "ViewKit"]),
    // The seven screens as Model-View-ViewModel, bound without Combine.
    .target(name: "MVVM", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as Model-View-Presenter.
    .target(name: "MVP", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as Model-View-Presenter with Coordinators (MVP-C).
    .target(name: "MVPC", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as Clean Swift (VIP) scenes.
    .target(name: "VIP", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as VIPER modules.
    .target(name: "VIPER", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as unidirectional data flow: one state per screen, changed by reducers.
    .target(name: "UDF", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The seven screens as Model-View, declarative only: @Observable models in the environment,
    // screens that own their @State.
    .target(name: "MV", dependencies: ["DeclarativeKit", "Domain", "Layouts", "ViewKit"]),
    // The app in a terminal: any architecture, any backend, on ViewKit's renderer and driver.
    .executableTarget(
      name: "FootballGather",
      dependencies: [
        "MVC", "MVVM", "MVP", "MVPC", "VIP", "VIPER", "UDF", "MV", "DeclarativeKit", "ViewKit",
        "Domain",
      ]),
    // Times UI actions of every pattern at several squad sizes; a pattern joins here and in
    // Sources/Bench/BenchPatterns.swift.
    .executableTarget(
      name: "Bench",
      dependencies: [
        "MVC", "MVVM", "MVP", "MVPC", "VIP", "VIPER", "UDF", "MV", "DeclarativeKit", "ViewKit",
        "Domain",
      ]),
    // The comparison report; knows nothing of the app.
    .target(name: "MetricsKit"),
    // The static site and DocC pages of the report, for `--site` and `--docs` only.
    .target(name: "MetricsSite", dependencies: ["MetricsKit"]),
    .executableTarget(name: "metrics", dependencies: ["MetricsKit", "MetricsSite"]),
    // Draws a target's previews in the terminal (swift run previews Layouts).
    .executableTarget(name: "previews", dependencies: ["Layouts", "DeclarativeKit"]),
    // A second process writing a local data file, for DomainTests' kill and two-writer tests.
    .executableTarget(name: "SaveStress", dependencies: ["Domain"]),

    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
    // DeclarativeKit's views, state and hosting, driven through ViewKit's driver and renderer.
    .testTarget(name: "DeclarativeKitTests", dependencies: ["DeclarativeKit", "ViewKit"]),
    // SwiftUI views written as apps and tutorials write them, with only the import changed,
    // driven through ViewKit's driver.
    .testTarget(
      name: "DeclarativeKitCompatibilityTests", dependencies: ["DeclarativeKit", "ViewKit"]),
    .testTarget(
      name: "LayoutsTests", dependencies: ["Layouts", "DeclarativeKit", "Domain", "ViewKit"]),
    .testTarget(
      name: "MVCTests", dependencies: ["MVC", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "MVVMTests",
      dependencies: ["MVVM", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "MVPTests",
      dependencies: ["MVP", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "MVPCTests",
      dependencies: ["MVPC", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "VIPTests",
      dependencies: ["VIP", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "VIPERTests",
      dependencies: ["VIPER", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "UDFTests",
      dependencies: ["UDF", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    .testTarget(
      name: "MVTests",
      dependencies: ["MV", "DeclarativeKit", "Domain", "Layouts", "ViewKit", "TestSupport"]),
    // One set of user scenarios and a random walk, run against every pattern and compared.
    .testTarget(
      name: "AcceptanceTests",
      dependencies: [
        "MVC", "MVVM", "MVP", "MVPC", "VIP", "VIPER", "UDF", "MV", "ViewKit", "Domain",
        "TestSupport",
      ]),
    .testTarget(name: "MetricsKitTests", dependencies: ["MetricsKit", "MetricsSite"]),
    // Fails on the constructs that compile on Linux but break the build or a tool on macOS.
    .testTarget(name: "PortabilityTests"),
    // Every `SPEC §N` and `[R-n]` in the sources, tests and README resolves in SPEC.md.
    .testTarget(name: "SpecTests"),
    // scripts/exercise on a fixture repository (start, check, answer, stop, wrong inputs), and
    // with FG_EXERCISE_E2E=1 each exercise of Changes/ played through on this repository.
    .testTarget(name: "ExerciseTests"),
    .testTarget(
      name: "FootballGatherTests",
      dependencies: ["FootballGather", "Domain", "ViewKit", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
