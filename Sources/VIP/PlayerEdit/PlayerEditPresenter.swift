import Domain

/// The responses the Player Edit interactor hands over for display.
@MainActor
protocol PlayerEditPresentationLogic: AnyObject {
  /// Formats the field: title, editor and Done state.
  func presentField(response: PlayerEditScene.FetchField.Response)
  /// Formats how saving ended.
  func presentSaveField(response: PlayerEditScene.SaveField.Response)
  /// Formats the overlay around the update.
  func presentLoading(response: PlayerEditScene.Loading.Response)
}

/// The VIP presenter of Player Edit: turns the edited field into the title, the text field or the
/// capitalized options, and the Done state for `PlayerEditDisplayLogic`; holds no state.
@MainActor
final class PlayerEditPresenter: PlayerEditPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any PlayerEditDisplayLogic)?

  // MARK: - PlayerEditPresentationLogic

  func presentField(response: PlayerEditScene.FetchField.Response) {
    let field = response.field
    let editor: PlayerEditScene.FetchField.Editor =
      field.isSelection
      ? .options(
        field.optionTitles.enumerated().map { index, title in
          PlayerEditScene.DisplayedOption(
            title: title, isChecked: index == response.selectedOptionIndex)
        })
      : .textField(text: response.text, placeholder: response.originalValue)
    viewController?.displayField(
      viewModel: PlayerEditScene.FetchField.ViewModel(
        title: field.title, field: field, editor: editor, isDoneEnabled: response.canSave))
  }

  func presentSaveField(response: PlayerEditScene.SaveField.Response) {
    let alert =
      response.error == nil
      ? nil
      : AlertMessage(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
    viewController?.displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel(alert: alert))
  }

  func presentLoading(response: PlayerEditScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: PlayerEditScene.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}
