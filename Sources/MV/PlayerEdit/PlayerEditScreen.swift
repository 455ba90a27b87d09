import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player Edit: owns the edited text or option, the overlay and the alert as
/// `@State`, saves through the `Squad` model and goes back to Player Detail, which then shows
/// the squad's updated copy.
struct PlayerEditScreen: View {
  /// The player being edited, as Player Detail showed it.
  let player: Player
  /// The field being edited; its title is the screen's.
  let field: PlayerField
  @Environment(Squad.self) private var squad
  @Environment(Navigator.self) private var navigator
  @State private var editor: PlayerEditContent.Values

  /// Starts with the shown value in the field, or its option checked (none if unset).
  init(player: Player, field: PlayerField) {
    self.player = player
    self.field = field
    _editor = State(
      initialValue: PlayerEditContent.Values(
        text: field.value(of: player), selectedOption: field.selectedOptionIndex(for: player)))
  }

  var body: some View {
    PlayerEditContent(
      field: field, originalText: original, values: values, onDone: { await save() })
  }

  /// The value Player Detail showed.
  private var original: String { field.value(of: player) }

  /// The typed text, or the checked option's raw value.
  private var newValue: String {
    guard let options = field.options else { return editor.text }
    guard let index = editor.selectedOption, options.indices.contains(index) else {
      return original
    }
    return options[index]
  }

  /// The editor, Done enabled by Domain's rule for this field.
  private var values: Binding<PlayerEditContent.Values> {
    Binding(
      get: {
        var shown = editor
        shown.isDoneEnabled = field.canSave(newValue, original: original)
        return shown
      },
      set: { editor = $0 })
  }

  /// Done: saves a copy of the player with the new value, then back to the detail.
  private func save() async {
    guard field.canSave(newValue, original: original) else { return }
    editor.isLoading = true
    defer { editor.isLoading = false }
    do throws(ServiceError) {
      try await squad.update(field.applying(newValue, to: player))
      navigator.close()
    } catch {
      editor.isShowingError = true
    }
  }
}
