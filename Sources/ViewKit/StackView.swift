/// A container that lays its subviews out vertically or on one line.
@MainActor
public final class StackView: View {
  /// How a stack arranges its subviews.
  public enum Axis: Sendable {
    /// One below the other, like a plain `View`.
    case vertical
    /// Side by side: the first line of each subview, joined with two spaces.
    case horizontal
  }

  /// The direction of the layout.
  public var axis: Axis

  /// Creates a stack with the given subviews.
  public init(axis: Axis, arrangedSubviews: [View] = [], identifier: String? = nil) {
    self.axis = axis
    super.init(identifier: identifier)
    for view in arrangedSubviews { addSubview(view) }
  }
}
