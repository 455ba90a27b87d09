import Domain
import MVC
import MVP
import MVPC
import MVVM
import Testing
import UDF
import VIP
import VIPER
import ViewKit

/// One pattern target under test: its name and its entry point.
struct Architecture: Sendable, CustomTestStringConvertible {
  /// The pattern's name, as the reports print it.
  let name: String
  /// The pattern's `<P>App.makeRoot(environment:)`: Login as the root of a navigation stack.
  let makeRoot: @MainActor @Sendable (AppEnvironment) -> NavigationController

  /// Every pattern target that exists; a pattern joins the acceptance suite with one line here.
  ///
  /// The first entry is the reference the others are compared with. With a single entry the
  /// parity checks compare that pattern's transcript with itself and pass trivially; the
  /// scenarios and the walk still run in full against it.
  static let all: [Architecture] = [
    Architecture(name: "MVP", makeRoot: MVPApp.makeRoot),
    Architecture(name: "MVP-C", makeRoot: MVPCApp.makeRoot),
    Architecture(name: "MVC", makeRoot: MVCApp.makeRoot),
    Architecture(name: "MVVM", makeRoot: MVVMApp.makeRoot),
    Architecture(name: "MVVM declarative", makeRoot: MVVMApp.makeDeclarativeRoot),
    Architecture(name: "VIP", makeRoot: VIPApp.makeRoot),
    Architecture(name: "VIPER", makeRoot: VIPERApp.makeRoot),
    Architecture(name: "UDF", makeRoot: UDFApp.makeRoot),
  ]

  var testDescription: String { name }
}
