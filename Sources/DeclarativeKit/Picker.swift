import ViewKit

/// Wheels of titled rows bound to the row selected on each; hosted as a ViewKit `Picker`.
///
/// SwiftUI's `Picker` has one wheel bound to a tagged value: this one has as many wheels as
/// the UIKit-shaped time picker (minutes and seconds).
public struct Picker: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let wheels: [[String]]
  let selection: Binding<[Int]>

  /// Creates a picker of `wheels` whose selected rows, one per wheel, are `selection`.
  public init(wheels: [[String]], selection: Binding<[Int]>) {
    self.wheels = wheels
    self.selection = selection
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let picker = node.widget { ViewKit.Picker() }
    if picker.components != wheels { picker.components = wheels }
    for (wheel, row) in selection.wrappedValue.enumerated() {
      picker.selectRow(row, inComponent: wheel)
    }
    let binding = selection
    let count = wheels.count
    picker.onSelect = { row, wheel in
      var rows = binding.wrappedValue
      if rows.count < count { rows += Array(repeating: 0, count: count - rows.count) }
      guard rows.indices.contains(wheel) else { return }
      rows[wheel] = row
      binding.wrappedValue = rows
    }
    return [picker]
  }
}
