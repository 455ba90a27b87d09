/// How the section names its columns, from the configured UIs' titles.
package struct RewriteTitles: Sendable {
  /// The first UI's title (`UIKit-shaped UI`).
  package let firstUI: String
  /// The second UI's title (`declarative UI`).
  package let secondUI: String

  /// Titles from `config`'s first two UIs.
  package init(config: MetricsConfig) {
    let uis = config.uis ?? []
    firstUI = uis.first?.title ?? "first UI"
    secondUI = uis.dropFirst().first?.title ?? "second UI"
  }

  /// The column's name inside a sentence (`adapters`, `shared navigation`).
  package func name(_ column: RewriteCost.Column) -> String {
    switch column {
    case .adapter: "adapters"
    case .screens: "screens"
    case .secondUINavigation: "the \(secondUI)'s navigation and root"
    case .sharedNavigation: "shared navigation"
    case .presentationLogic: "presentation logic"
    case .firstUI: "the existing \(firstUI)"
    }
  }

  /// The column's table header.
  package func header(_ column: RewriteCost.Column) -> String {
    switch column {
    case .adapter: "Adapters"
    case .screens: "Screens"
    case .secondUINavigation: "\(NumberText.capitalized(secondUI)) navigation/root"
    case .sharedNavigation: "Shared navigation changed"
    case .presentationLogic: "Presentation logic changed"
    case .firstUI: "Existing \(firstUI) changed"
    }
  }
}
