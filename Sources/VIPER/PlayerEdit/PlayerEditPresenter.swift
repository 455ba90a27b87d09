import Domain

/// The VIPER presenter of Player Edit, the module's hub: keeps what is typed or checked, enables
/// Done by the rule, covers the screen while `PlayerEditInteractorInputProtocol` saves, then
/// reports the saved player to its `PlayerEditModuleOutput` and asks `PlayerEditRouterProtocol`
/// to go back.
@MainActor
final class PlayerEditPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any PlayerEditViewProtocol)?
  private let interactor: any PlayerEditInteractorInputProtocol
  private let router: any PlayerEditRouterProtocol
  private weak var output: (any PlayerEditModuleOutput)?
  /// The field being edited, once the interactor has reported it.
  private var field: PlayerField?
  private var originalValue = ""
  private var text = ""
  private var selectedOptionIndex: Int?

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`; `output` hears about the saved player.
  init(
    interactor: any PlayerEditInteractorInputProtocol, router: any PlayerEditRouterProtocol,
    output: (any PlayerEditModuleOutput)?
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }

  // MARK: - Private

  // A selection field's value is its chosen raw option; `""` while none is chosen.
  private var newValue: String {
    guard let options = field?.options else { return text }
    guard let index = selectedOptionIndex, options.indices.contains(index) else { return "" }
    return options[index]
  }

  private var canSave: Bool {
    field?.canSave(newValue, original: originalValue) ?? false
  }

  private var optionRows: [PlayerEditOption] {
    (field?.optionTitles ?? []).enumerated().map { index, title in
      PlayerEditOption(title: title, isChecked: index == selectedOptionIndex)
    }
  }
}

// MARK: - PlayerEditPresenterProtocol

extension PlayerEditPresenter: PlayerEditPresenterProtocol {
  func load() {
    interactor.loadField()
  }

  func textDidChange(_ text: String) {
    self.text = text
    view?.setDoneEnabled(canSave)
  }

  func didSelectOption(at index: Int) {
    guard index != selectedOptionIndex, (field?.optionTitles ?? []).indices.contains(index) else {
      return
    }
    selectedOptionIndex = index
    view?.showOptions(optionRows)
    view?.setDoneEnabled(canSave)
  }

  func doneTapped() async {
    guard canSave else { return }
    view?.showLoading()
    await interactor.saveField(value: newValue)
  }
}

// MARK: - PlayerEditInteractorOutputProtocol

extension PlayerEditPresenter: PlayerEditInteractorOutputProtocol {
  func didLoadField(_ field: PlayerField, of player: Player) {
    self.field = field
    originalValue = field.value(of: player)
    text = originalValue
    selectedOptionIndex = field.selectedOptionIndex(for: player)
    view?.setTitle(field.title)
    // The view was built with the field's editor, the text field already holding the value; only
    // the options, with their checkmark, come from here.
    if field.isSelection { view?.showOptions(optionRows) }
    view?.setDoneEnabled(false)
  }

  func didSavePlayer(_ player: Player) {
    view?.hideLoading()
    output?.playerEditDidUpdate(player)
    router.closePlayerEdit()
  }

  func didFailToSavePlayer() {
    view?.hideLoading()
    view?.showError(
      title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
  }
}
