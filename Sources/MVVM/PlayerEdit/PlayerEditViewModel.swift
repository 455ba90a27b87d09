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
  /// The text field's content: the value shown on Player Detail, then what is typed.
  private(set) var text: String
  /// The chosen option's row, if any; nil for a text field.
  private(set) var selectedIndex: Int?
  /// The option rows; empty for a text field.
  private(set) var options: [Option] = []
  /// Whether Done can be tapped.
  private(set) var isDoneEnabled = false
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until it is dismissed.
  private(set) var alert: AlertMessage?

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
    publishOptions()
  }

  // MARK: - Inputs

  /// The user typed: `text` is the field's whole new content.
  func textChanged(_ text: String) {
    self.text = text
    isDoneEnabled = canSave
  }

  /// The user tapped option row `index`; the checked row changes nothing.
  func didSelectOption(at index: Int) {
    guard index != selectedIndex, field.optionTitles.indices.contains(index) else { return }
    selectedIndex = index
    publishOptions()
    isDoneEnabled = canSave
  }

  /// Done was tapped; returns once the update has been answered.
  func doneTapped() async {
    guard canSave else { return }
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

  /// The error alert was dismissed.
  func alertDismissed() {
    alert = nil
  }

  // MARK: - Private

  // A selection field's value is its chosen raw option; `""` while none is chosen.
  private var newValue: String {
    guard field.isSelection else { return text }
    guard let index = selectedIndex, let options = field.options, options.indices.contains(index)
    else { return "" }
    return options[index]
  }

  private var canSave: Bool { field.canSave(newValue, original: originalValue) }

  private func publishOptions() {
    options = field.optionTitles.enumerated().map { index, title in
      Option(title: title, isChecked: index == selectedIndex)
    }
  }
}
