/// A button that turns the environment's edit mode on and off, as SwiftUI's `EditButton`:
/// titled "Edit", and "Done" while editing.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates the button.
  public init() {}

  /// "Edit" or "Done", switching the edit mode of the lists around it.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}

extension View {
  /// Runs `action` when the view is tapped, as SwiftUI's `onTapGesture(count:perform:)`: drawn
  /// as a button whose label is the view, so the driver taps it by its text (a double tap is
  /// one tap here).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    Button(action: action) { self }
  }
}
