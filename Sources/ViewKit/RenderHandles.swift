import Foundation

/// Short labels the renderer draws before the elements a user can act on, such as the numbers
/// a terminal app lets a person type instead of identifiers.
///
/// Opt-in: `Renderer.render(_:width:)` draws none, so the default text is unchanged. A label is
/// drawn followed by one space, right before the element it names.
public struct RenderHandles: Equatable, Sendable {
  /// An element a label can be put before.
  public enum Target: Hashable, Sendable {
    /// A control or bar button by its address as `ControlSnapshot` gives it (identifier, else
    /// title); the back button's address is `"Back"`.
    case control(String)
    /// A button of the shown alert, by title.
    case alertAction(String)
    /// A row of the table with this identifier.
    case row(table: String, IndexPath)
    /// The header of a section of the table with this identifier.
    case section(table: String, Int)
  }

  /// The label of each target that has one.
  public var labels: [Target: String]

  /// Creates handles from labels per target.
  public init(_ labels: [Target: String] = [:]) {
    self.labels = labels
  }

  /// `text` with the target's label and a space before it, or `text` alone when it has none.
  func prefixing(_ text: String, for target: Target?) -> String {
    guard let target, let label = labels[target] else { return text }
    return "\(label) \(text)"
  }
}
