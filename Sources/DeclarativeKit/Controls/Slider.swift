import ViewKit

/// A control that sets a value within a range, as SwiftUI's `Slider`; drawn with ViewKit's
/// `Stepper`, which steps the value by `step` (by a tenth of the range when no step is given).
///
/// The label is accepted and not drawn, as on iOS; `onEditingChanged` gets true then false
/// around each step.
public struct Slider: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double
  let onEditingChanged: @MainActor (Bool) -> Void

  /// Creates a slider setting `value` within `bounds`, by `step` or by a tenth of the range.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, step: Value.Stride? = nil,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = Value($0) },
      location: value.location)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    let span = self.bounds.upperBound - self.bounds.lowerBound
    self.step = step.map { Double($0) } ?? span / 10
    self.onEditingChanged = onEditingChanged
  }

  /// Creates a slider with a label, which is not drawn (as on iOS).
  public init<Value: BinaryFloatingPoint, Label: View>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, step: Value.Stride? = nil,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let stepper = node.widget { ViewKit.Stepper() }
    stepper.minimumValue = bounds.lowerBound
    stepper.maximumValue = bounds.upperBound
    stepper.stepValue = step > 0 ? step : 1
    let current = min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound)
    if stepper.value != current { stepper.value = current }
    stepper.isEnabled = context.environment.isEnabled
    let binding = value
    let onEditingChanged = onEditingChanged
    stepper.onValueChanged = {
      onEditingChanged(true)
      binding.wrappedValue = $0
      onEditingChanged(false)
    }
    return [stepper]
  }
}
