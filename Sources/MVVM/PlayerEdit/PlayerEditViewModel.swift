import Domain
import Observation

/// The MVVM view model of Player Edit: keeps the value being edited, enables Done by the
/// rule, saves a copy of the player through `PlayerService` and reports it through `Actions`.
@MainActor
@Observable
final class PlayerEditViewModel {
  /// Where the view model sends the user and the news; given by whoever makes the view model.
  struct Actions {
    /// The server accepted the edit; the player holds the new values.
    let playerUpdated: @MainActor (Player) -> Void
    /// Goes back to Player Detail.
    let close: @MainActor () -> Void
  }

  /// One row of the option table: the capitalized option and whether it is the chosen one.
  struct Option: Equatable, Sendable {
    /// The option, such as `Goalkeeper`.
    let title: String
    /// Whether this row carries the checkmark.
    let isChecked: Bool
  }

  // MARK: - Outputs

  /// The navigation title: the field's row title.
  let title: String
  /// The field being edited, which picks the editor: the option table or the text field.
  let field: PlayerField
  /// The text field's first content and placeholder: the value shown on Player Detail.
  let originalValue: String
  // The text, the chosen row and the alert are set by the UI too: what is typed, tapped or
  // answered.
  /// The text field's content: the value shown on Player Detail, then what is typed.
  var text: String
  /// The chosen option's row, if any; nil for a text field.
  var selectedIndex: Int?
  /// The option rows; empty for a text field.
  var options: [Option] {
    field.optionTitles.enumerated().map { index, title in
      Option(title: title, isChecked: index == selectedIndex)
    }
  }
  /// Whether Done can be tapped: the new value differs from the original.
  var isDoneEnabled: Bool { field.canSave(newValue, original: originalValue) }
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

  // MARK: - Properties

  /// Navigation out of Player Edit.
  private let actions: Actions
  private let playerService: any PlayerService
  // Never changed here: a failed update must leave the original player as it was.
  private let player: Player

  // MARK: - Init

  /// Creates the view model editing `field` of `player`, saving through `playerService` and
  /// reporting through `actions`.
  init(playerService: any PlayerService, player: Player, field: PlayerField, actions: Actions) {
    self.playerService = playerService
    self.actions = actions
    self.player = player
    self.field = field
    title = field.title
    originalValue = field.value(of: player)
    text = originalValue
    selectedIndex = field.selectedOptionIndex(for: player)
  }

  // MARK: - Inputs

  /// Saves the player with the new value; returns once the update has been answered.
  func save() async {
    guard isDoneEnabled else { return }
    let updated = field.applying(newValue, to: player)
    isLoading = true
    do throws(ServiceError) {
      try await playerService.update(updated)
      isLoading = false
      actions.playerUpdated(updated)
      actions.close()
    } catch {
      isLoading = false
      alert = AlertMessage(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
    }
  }

  // MARK: - Private

  // A selection field's value is its chosen raw option; `""` while none is chosen.
  private var newValue: String {
    guard field.isSelection else { return text }
    guard let index = selectedIndex, let options = field.options, options.indices.contains(index)
    else { return "" }
    return options[index]
  }
}
