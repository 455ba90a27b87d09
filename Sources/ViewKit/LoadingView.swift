/// The loading overlay of a view controller: a box reading "Loading..." over the screen.
@MainActor
public final class LoadingView: View {
  /// The text in the box.
  public var message: String = "Loading..."

  /// Creates a hidden overlay with the identifier `loading`.
  public init() {
    super.init(identifier: "loading")
    isHidden = true
  }
}
