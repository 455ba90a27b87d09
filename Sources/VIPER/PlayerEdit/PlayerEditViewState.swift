import Domain
import Layouts
import Observation

/// The declarative view of the Player Edit module: what the presenter tells its view, kept as
/// Layouts' `PlayerEditContent.Values` beside the field, for `PlayerEditScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `PlayerEditViewController` is the UIKit-shaped
/// UI's: passive, driven by the presenter hub through `PlayerEditViewProtocol`.
@MainActor
@Observable
final class PlayerEditViewState: PlayerEditViewProtocol {
  /// The edited field, given at assembly as the view controller's is.
  let field: PlayerField
  /// The field's value before the edit: the text field's placeholder.
  let originalText: String
  /// What the screen shows; typing lands here, as in the view controller's field.
  var values: PlayerEditContent.Values
  /// The hub the screen reports the user's events to.
  let presenter: any PlayerEditPresenterProtocol

  /// Creates the view of a module `PlayerEditRouter` assembles, editing `field` from
  /// `originalText`.
  init(presenter: any PlayerEditPresenterProtocol, field: PlayerField, originalText: String) {
    self.presenter = presenter
    self.field = field
    self.originalText = originalText
    values = PlayerEditContent.Values(text: originalText)
  }

  // MARK: - PlayerEditViewProtocol

  // `PlayerEditContent` titles the screen with the field's title.
  func setTitle(_ title: String) {}

  func showOptions(_ options: [PlayerEditOption]) {
    values.selectedOption = options.firstIndex(where: \.isChecked)
  }

  func setDoneEnabled(_ isEnabled: Bool) { values.isDoneEnabled = isEnabled }

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
