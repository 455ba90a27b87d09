import Domain
import Layouts
import Observation

/// The declarative MVP-C view of Player Edit: the `PlayerEditViewProtocol` its presenter drives,
/// keeping what the editor shows as `PlayerEditContent.Values` for `PlayerEditScreen`.
///
/// Like the passive view it reads the options from its presenter when told to reload; it owns
/// that presenter, as the view controller does; going back is the coordinator's.
@MainActor
@Observable
final class PlayerEditViewState: PlayerEditViewProtocol {
  /// The edited field, which decides the editor, as it decides the layout's.
  @ObservationIgnored let field: PlayerField
  /// The field's value before the edit: the text field's placeholder.
  @ObservationIgnored let originalText: String
  /// What the editor shows.
  var values: PlayerEditContent.Values
  /// The presenter that drives this view, supplies its options and hears its events.
  @ObservationIgnored var presenter: PlayerEditPresenter?

  /// Creates the editor of `field` of `player`, the text field holding its value.
  init(player: Player, field: PlayerField) {
    self.field = field
    originalText = field.value(of: player)
    values = PlayerEditContent.Values(text: originalText)
  }

  // MARK: - PlayerEditViewProtocol

  /// Nothing to store: the title is the field's, which the content draws.
  func setTitle(_ title: String) {}

  /// Reads every option again: the checked one is the selected option.
  func reloadData() {
    let count = presenter?.numberOfOptions ?? 0
    values.selectedOption = (0..<count).first { presenter?.option(at: $0)?.isChecked == true }
  }

  /// Enables or disables Done.
  func setDoneEnabled(_ isEnabled: Bool) {
    values.isDoneEnabled = isEnabled
  }

  /// Covers the editor with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the update error with the presenter's title and message.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
