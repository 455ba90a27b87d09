import ViewKit

/// A minus/plus control bound to a whole number within a range, as SwiftUI's
/// `Stepper(value:in:)`; hosted as a ViewKit `Stepper`, which draws no label.
public struct Stepper: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let value: Binding<Int>
  let range: ClosedRange<Int>

  /// Creates a stepper that steps `value` by one within `range`.
  public init(value: Binding<Int>, in range: ClosedRange<Int>) {
    self.value = value
    self.range = range
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let stepper = node.widget { ViewKit.Stepper() }
    stepper.minimumValue = Double(range.lowerBound)
    stepper.maximumValue = Double(range.upperBound)
    stepper.stepValue = 1
    let current = Double(min(max(value.wrappedValue, range.lowerBound), range.upperBound))
    if stepper.value != current { stepper.value = current }
    stepper.isEnabled = context.environment.isEnabled
    let binding = value
    stepper.onValueChanged = { binding.wrappedValue = Int($0) }
    return [stepper]
  }
}
