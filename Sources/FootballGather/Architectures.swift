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

/// A user interface a pattern can be run with: `--ui` takes its raw value.
enum UserInterface: String, CaseIterable, Sendable {
  /// View controllers on ViewKit, as UIKit apps are written.
  case uikit
  /// Views on DeclarativeKit, as SwiftUI apps are written.
  case declarative

  /// How `show` names it.
  var title: String {
    switch self {
    case .uikit: "UIKit-shaped UI"
    case .declarative: "declarative UI"
    }
  }
}

/// One way the app is written, and how to start it in each of its UIs.
struct Architecture: Sendable {
  /// Builds the app's navigation stack, Login at its root.
  typealias MakeRoot = @MainActor @Sendable (AppEnvironment) -> NavigationController

  /// One UI of the pattern and the entry point that builds it.
  struct Root: Sendable {
    let ui: UserInterface
    let make: MakeRoot
  }

  /// The name `--architecture` takes, in lower case.
  let name: String
  /// Other names `--architecture` accepts for it, in lower case.
  var aliases: [String] = []
  /// What the prompt and `show` call it: `MVP-C (MVP with Coordinators)`.
  let title: String
  /// Its UIs, the pattern's first UI first: the one used when `--ui` is not given.
  let roots: [Root]

  /// Every architecture built in; each pattern joins with one entry.
  static let all: [Architecture] = [
    Architecture(
      name: "mvc", title: "MVC (Model-View-Controller)",
      roots: [Root(ui: .uikit) { MVCApp.makeRoot(environment: $0) }]),
    Architecture(
      name: "mvvm", title: "MVVM (Model-View-ViewModel)",
      roots: [
        Root(ui: .uikit) { MVVMApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { MVVMApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "mvp", title: "MVP (Model-View-Presenter)",
      roots: [
        Root(ui: .uikit) { MVPApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { MVPApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "mvp-c", aliases: ["mvpc"], title: "MVP-C (MVP with Coordinators)",
      roots: [
        Root(ui: .uikit) { MVPCApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { MVPCApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "vip", title: "VIP (Clean Swift)",
      roots: [
        Root(ui: .uikit) { VIPApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { VIPApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "viper", title: "VIPER",
      roots: [
        Root(ui: .uikit) { VIPERApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { VIPERApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "udf", title: "UDF (unidirectional data flow)",
      roots: [
        Root(ui: .uikit) { UDFApp.makeRoot(environment: $0) },
        Root(ui: .declarative) { UDFApp.makeDeclarativeRoot(environment: $0) },
      ]),
    Architecture(
      name: "mv", title: "MV (Model-View)",
      roots: [Root(ui: .declarative) { MVApp.makeRoot(environment: $0) }]),
  ]

  /// The short name the prompt shows: `MVP-C`.
  var label: String { String(title.prefix { $0 != " " }) }

  /// The UI used when `--ui` is not given: the pattern's first.
  var firstUI: UserInterface { roots[0].ui }

  /// The UIs it can run with, in order.
  var uis: [UserInterface] { roots.map(\.ui) }

  /// The entry point of `ui`, if the pattern has that UI.
  func makeRoot(_ ui: UserInterface) -> MakeRoot? {
    roots.first { $0.ui == ui }?.make
  }

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
