import Domain
import MV
import MVC
import MVP
import MVPC
import MVVM
import Testing
import UDF
import VIP
import VIPER
import ViewKit

/// One pattern in one of its UIs under test: its name and its entry point.
struct Architecture: Sendable, CustomTestStringConvertible {
  /// A pattern's UI: its first, UIKit-shaped one, or its declarative second one.
  enum UI: String, Sendable {
    case uikit
    case declarative
  }

  /// The pattern's name, and the UI's where it is not the pattern's first, as reports print it.
  let name: String
  /// The UI this entry starts.
  var ui: UI = .uikit
  /// The pattern's `<P>App.makeRoot(environment:)` (or `makeDeclarativeRoot`): Login as the
  /// root of a navigation stack.
  let makeRoot: @MainActor @Sendable (AppEnvironment) -> NavigationController

  /// Every (pattern, UI) pair that exists; each joins the acceptance suite with one line here.
  ///
  /// The first entry is the reference the others are compared with. With a single entry the
  /// parity checks compare that pattern's transcript with itself and pass trivially; the
  /// scenarios and the walk still run in full against it.
  static let all: [Architecture] = [
    Architecture(name: "MVP", makeRoot: MVPApp.makeRoot),
    Architecture(name: "MVP (declarative)", ui: .declarative, makeRoot: MVPApp.makeDeclarativeRoot),
    Architecture(name: "MVP-C", makeRoot: MVPCApp.makeRoot),
    Architecture(
      name: "MVP-C (declarative)", ui: .declarative, makeRoot: MVPCApp.makeDeclarativeRoot),
    Architecture(name: "MVC", makeRoot: MVCApp.makeRoot),
    Architecture(name: "MVVM", makeRoot: MVVMApp.makeRoot),
    Architecture(
      name: "MVVM (declarative)", ui: .declarative, makeRoot: MVVMApp.makeDeclarativeRoot),
    Architecture(name: "VIP", makeRoot: VIPApp.makeRoot),
    Architecture(name: "VIP (declarative)", ui: .declarative, makeRoot: VIPApp.makeDeclarativeRoot),
    Architecture(name: "VIPER", makeRoot: VIPERApp.makeRoot),
    Architecture(
      name: "VIPER (declarative)", ui: .declarative, makeRoot: VIPERApp.makeDeclarativeRoot),
    Architecture(name: "UDF", makeRoot: UDFApp.makeRoot),
    Architecture(name: "UDF (declarative)", ui: .declarative, makeRoot: UDFApp.makeDeclarativeRoot),
    Architecture(name: "MV", ui: .declarative, makeRoot: MVApp.makeRoot),
  ]

  var testDescription: String { name }
}
