/// A read-only line (or lines) of text; open to subclasses, as `UILabel` is.
@MainActor
open class Label: View {
  /// The text shown; `\n` starts a new line.
  public var text: String

  /// Creates a label with text and an optional identifier.
  public init(text: String = "", identifier: String? = nil) {
    self.text = text
    super.init(identifier: identifier)
  }
}
