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
  @Environment(\.dismiss) private var dismiss
  @State private var text: String
  @State private var selectedOption: Int?
  @State private var isSaving = false
  @State private var isShowingError = false

  /// Starts with the shown value in the field, or its option checked (none if unset).
  init(player: Player, field: PlayerField) {
    self.player = player
    self.field = field
    _text = State(initialValue: field.value(of: player))
    _selectedOption = State(initialValue: field.selectedOptionIndex(for: player))
  }

  var body: some View {
    PlayerEditContent(
      field: field, originalText: original, text: $text, selectedOption: $selectedOption,
      isDoneEnabled: canSave, isLoading: isSaving, isShowingError: $isShowingError,
      onDone: { Task { await save() } })
  }

  /// The value Player Detail showed.
  private var original: String { field.value(of: player) }

  /// The typed text, or the checked option's raw value.
  private var newValue: String {
    guard let options = field.options else { return text }
    guard let selectedOption, options.indices.contains(selectedOption) else { return original }
    return options[selectedOption]
  }

  /// Domain's rule for this field: Done is enabled once the value differs.
  private var canSave: Bool { field.canSave(newValue, original: original) }

  /// Done: saves a copy of the player with the new value, then back to the detail.
  private func save() async {
    guard canSave else { return }
    isSaving = true
    defer { isSaving = false }
    do throws(ServiceError) {
      try await squad.update(field.applying(newValue, to: player))
      dismiss()
    } catch {
      isShowingError = true
    }
  }
}
