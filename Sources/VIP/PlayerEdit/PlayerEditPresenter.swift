import Domain

/// The responses the Player Edit interactor hands over for display.
@MainActor
package protocol PlayerEditPresentationLogic: AnyObject {
  /// Formats the field: title, editor and Done state.
  func presentField(response: PlayerEdit.FetchField.Response)
  /// Formats how saving ended.
  func presentSaveField(response: PlayerEdit.SaveField.Response)
  /// Formats the overlay around the update.
  func presentLoading(response: PlayerEdit.Loading.Response)
}

/// The VIP presenter of Player Edit: turns the edited field into the title, the text field or the
/// capitalized options, and the Done state for `PlayerEditDisplayLogic`; holds no state.
@MainActor
package final class PlayerEditPresenter: PlayerEditPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any PlayerEditDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - PlayerEditPresentationLogic

  package func presentField(response: PlayerEdit.FetchField.Response) {
    let field = response.field
    let editor: PlayerEdit.FetchField.Editor =
      field.isSelection
      ? .options(
        field.optionTitles.enumerated().map { index, title in
          PlayerEdit.DisplayedOption(title: title, isChecked: index == response.selectedOptionIndex)
        })
      : .textField(text: response.text, placeholder: response.originalValue)
    viewController?.displayField(
      viewModel: PlayerEdit.FetchField.ViewModel(
        title: field.title, editor: editor, isDoneEnabled: response.canSave))
  }

  package func presentSaveField(response: PlayerEdit.SaveField.Response) {
    let alert =
      response.error == nil
      ? nil
      : ErrorAlert(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
    viewController?.displaySaveField(viewModel: PlayerEdit.SaveField.ViewModel(alert: alert))
  }

  package func presentLoading(response: PlayerEdit.Loading.Response) {
    viewController?.displayLoading(
      viewModel: PlayerEdit.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}
