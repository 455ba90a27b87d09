import Domain
import MV
import MVC
import MVP
import MVPC
import MVVM
import UDF
import VIP
import VIPER
import ViewKit

/// A pattern the benchmark measures: its target's name and the app it builds.
struct BenchPattern: Sendable {
  /// The pattern's target name, as the report names it: `MVPC` for MVP-C.
  let name: String
  /// Builds the app's navigation stack, Login at its root.
  let makeRoot: @MainActor @Sendable (AppEnvironment) -> NavigationController

  /// Every pattern measured, in report order.
  ///
  /// A pattern joins with one line here, and its target in the `Bench` target's dependencies in
  /// `Package.swift`; a pattern's second UI joins as `<P>-declarative`.
  static let all: [BenchPattern] = [
    BenchPattern(name: "MVC", makeRoot: { MVCApp.makeRoot(environment: $0) }),
    BenchPattern(name: "MVVM", makeRoot: { MVVMApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "MVVM-declarative", makeRoot: { MVVMApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "MVP", makeRoot: { MVPApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "MVP-declarative", makeRoot: { MVPApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "MVPC", makeRoot: { MVPCApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "MVPC-declarative", makeRoot: { MVPCApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "VIP", makeRoot: { VIPApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "VIP-declarative", makeRoot: { VIPApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "VIPER", makeRoot: { VIPERApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "VIPER-declarative", makeRoot: { VIPERApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "UDF", makeRoot: { UDFApp.makeRoot(environment: $0) }),
    BenchPattern(
      name: "UDF-declarative", makeRoot: { UDFApp.makeDeclarativeRoot(environment: $0) }),
    BenchPattern(name: "MV", makeRoot: { MVApp.makeRoot(environment: $0) }),
  ]

  /// The pattern with this name, in any case.
  static func named(_ name: String) -> BenchPattern? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
