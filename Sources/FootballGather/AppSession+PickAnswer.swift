import Foundation
import ViewKit

// MARK: - Turning a picker's wheels and answering an alert, by the values and titles shown

extension AppSession {
  /// Turns picker `number`'s wheels to `values`, a row's text or its first word each.
  func pick(_ number: Int, _ values: [String]) async throws {
    let id = try control(number, "pick") {
      if case .picker = $0 { true } else { false }
    }
    guard let picker = driver.topViewController.view.viewWithIdentifier(id) as? Picker,
      values.count <= picker.components.count
    else {
      throw SessionError(message: "Picker \(number) has fewer wheels than the values given.")
    }
    for (component, value) in values.enumerated() {
      let rows = picker.components[component]
      guard let row = rows.firstIndex(where: { $0 == value || $0.hasPrefix(value + " ") }) else {
        throw SessionError(
          message: "Wheel \(component + 1) of picker \(number) has no '\(value)'; "
            + "it runs from '\(rows.first ?? "")' to '\(rows.last ?? "")'.")
      }
      try await driver.pick(row: row, component: component, in: id)
    }
  }

  /// Taps the shown alert's button titled `button` (any case), or numbered so.
  func answer(_ button: String) async throws {
    guard let alert = driver.window.presentedAlert else {
      throw SessionError(message: "No alert is shown, so there is nothing to answer.")
    }
    let titles = alert.actions.map(\.title)
    let chosen =
      titles.first { $0.lowercased() == button.lowercased() }
      ?? Int(button).flatMap { number -> String? in
        guard case .control(let control)? = try? handle(number), control.kind == .alertAction
        else { return nil }
        return control.address
      }
    guard let chosen else {
      let list = titles.map { "'\($0)'" }.joined(separator: ", ")
      throw SessionError(message: "The alert has no button '\(button)'; its buttons: \(list).")
    }
    try await driver.tapAlertAction(chosen)
  }
}
