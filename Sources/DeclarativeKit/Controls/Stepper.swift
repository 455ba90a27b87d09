import ViewKit

/// A minus/plus control bound to a whole number within a range, as SwiftUI's `Stepper`;
/// hosted as a ViewKit `Stepper`, its label's texts drawn before it (`labelsHidden()` hides them).
public struct Stepper<Label: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let value: Binding<Int>
  let range: ClosedRange<Int>
  let step: Int

  /// Creates a stepper labelled by the view `label` builds, as SwiftUI's
  /// `Stepper(value:in:step:label:)`.
  public init(
    value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = value
    self.range = range
    self.step = step
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let stepper = node.widget { ViewKit.Stepper() }
    let title: String?
    if context.environment.areLabelsHidden {
      title = nil
    } else if let text = label as? Text {
      title = text.content
    } else {
      title = context.graph.reconcileChild(label, of: node, at: 0, context).titleText
    }
    if stepper.title != title { stepper.title = title }
    stepper.minimumValue = Double(range.lowerBound)
    stepper.maximumValue = Double(range.upperBound)
    stepper.stepValue = Double(step)
    let current = Double(min(max(value.wrappedValue, range.lowerBound), range.upperBound))
    if stepper.value != current { stepper.value = current }
    stepper.isEnabled = context.environment.isEnabled
    let binding = value
    stepper.onValueChanged = { binding.wrappedValue = Int($0) }
    return [stepper]
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper titled `title`, as SwiftUI's `Stepper(_:value:in:step:)`.
  public init(
    _ title: String, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1
  ) {
    label = Text(title)
    self.value = value
    self.range = range
    self.step = step
  }
}
