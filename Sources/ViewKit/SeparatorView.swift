/// A thin line between views.
///
/// Drawn as a rule of `─` across the width, or a `│` between views side by side. UIKit draws
/// such lines as thin views; here it is its own kind.
@MainActor
public final class SeparatorView: View {
  /// Creates a separator.
  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }
}
