import Domain
import MVC
import MVP
import MVPC
import MVVM
import UDF
import VIP
import VIPER
import ViewKit

/// One way the app is written, and how to start it.
struct Architecture: Sendable {
  /// The name `--architecture` takes, in lower case.
  let name: String
  /// Other names `--architecture` accepts for it, in lower case.
  var aliases: [String] = []
  /// What the prompt and `show` call it: `MVP-C (MVP with Coordinators)`.
  let title: String
  /// Builds the app's navigation stack, Login at its root.
  let makeRoot: @MainActor @Sendable (AppEnvironment) -> NavigationController

  /// Every architecture built in; each pattern joins with one line.
  static let all: [Architecture] = [
    Architecture(
      name: "mvc", title: "MVC (Model-View-Controller)",
      makeRoot: { MVCApp.makeRoot(environment: $0) }),
    Architecture(
      name: "mvvm", title: "MVVM (Model-View-ViewModel)",
      makeRoot: { MVVMApp.makeRoot(environment: $0) }),
    Architecture(
      name: "mvp", title: "MVP (Model-View-Presenter)",
      makeRoot: { MVPApp.makeRoot(environment: $0) }),
    Architecture(
      name: "mvp-c", aliases: ["mvpc"], title: "MVP-C (MVP with Coordinators)",
      makeRoot: { MVPCApp.makeRoot(environment: $0) }),
    Architecture(
      name: "vip", title: "VIP (Clean Swift)", makeRoot: { VIPApp.makeRoot(environment: $0) }),
    Architecture(
      name: "viper", title: "VIPER", makeRoot: { VIPERApp.makeRoot(environment: $0) }),
    Architecture(
      name: "udf", title: "UDF (unidirectional data flow)",
      makeRoot: { UDFApp.makeRoot(environment: $0) }),
  ]

  /// The short name the prompt shows: `MVP-C`.
  var label: String { String(title.prefix { $0 != " " }) }

  /// The architecture used when none is asked for: MVP, or else the first present.
  static var standard: Architecture {
    all.first { $0.name == "mvp" } ?? all[0]
  }

  /// The architecture with this name or alias, in any case.
  static func named(_ name: String) -> Architecture? {
    let name = name.lowercased()
    return all.first { $0.name == name || $0.aliases.contains(name) }
  }
}
