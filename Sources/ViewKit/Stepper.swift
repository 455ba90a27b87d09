/// A minus/plus control that changes a value by a step within bounds.
@MainActor
public final class Stepper: View {
  /// The lowest value; stepping down stops here.
  public var minimumValue: Double = 0
  /// The highest value; stepping up stops here.
  public var maximumValue: Double = 100
  /// The amount one tap adds or removes.
  public var stepValue: Double = 1
  /// The current value.
  public var value: Double = 0
  /// The title drawn before the control, as a form row shows it; nil draws none.
  public var title: String?
  /// A disabled stepper is drawn marked and refuses taps.
  public var isEnabled: Bool = true
  /// Called after a tap changed the value, with the new value.
  public var onValueChanged: (@MainActor (Double) -> Void)?

  /// Creates a stepper at `minimumValue`.
  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }
}
