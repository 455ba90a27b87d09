// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FootballGatherArchitectures",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "metrics", targets: ["metrics"])
  ],
  targets: [
    // Models, services (local and HTTP), stores and the timer: no UI, no pattern.
    .target(name: "Domain"),
    // Shared fakes, the manual clock and fixtures; linked by test targets only.
    .target(name: "TestSupport", dependencies: ["Domain"]),
    // A headless, UIKit-shaped toolkit with a text renderer and a driver.
    .target(name: "ViewKit"),
    // The seven screens as Model-View-Presenter.
    .target(name: "MVP", dependencies: ["Domain", "ViewKit"]),
    // The comparison report; knows nothing of the app.
    .target(name: "MetricsKit"),
    .executableTarget(name: "metrics", dependencies: ["MetricsKit"]),

    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
    .testTarget(name: "MVPTests", dependencies: ["MVP", "Domain", "ViewKit", "TestSupport"]),
    // One set of user scenarios and a random walk, run against every pattern and compared.
    .testTarget(
      name: "AcceptanceTests", dependencies: ["MVP", "ViewKit", "Domain", "TestSupport"]),
    .testTarget(name: "MetricsKitTests", dependencies: ["MetricsKit"]),
  ],
  swiftLanguageModes: [.v6]
)
