import Domain

/// The business requests the Player Edit view controller sends.
@MainActor
protocol PlayerEditBusinessLogic: AnyObject {
  /// Shows the field being edited, with Done disabled.
  func fetchField(request: PlayerEditScene.FetchField.Request)
  /// Takes in the typed text.
  func changeText(request: PlayerEditScene.ChangeText.Request)
  /// Checks the tapped option.
  func selectOption(request: PlayerEditScene.SelectOption.Request)
  /// Saves an edited copy of the player; returns once the update has been answered.
  func saveField(request: PlayerEditScene.SaveField.Request) async
}

/// What Player Edit keeps for the scenes around it.
@MainActor
protocol PlayerEditDataStore: AnyObject {
  /// The player to edit; written by Player Detail's router.
  var player: Player? { get set }
  /// The field to edit; written by Player Detail's router.
  var field: PlayerField? { get set }
  /// The saved copy of the player, once the update succeeded.
  var updatedPlayer: Player? { get }
}

/// The VIP interactor of Player Edit: keeps the value being edited, applies the Done rule,
/// and saves a copy of the player through `PlayerService`.
@MainActor
final class PlayerEditInteractor: PlayerEditBusinessLogic, PlayerEditDataStore {
  // MARK: - Properties

  // Never changed here: a failed update must leave the original player as it was.
  var player: Player?
  var field: PlayerField?
  private(set) var updatedPlayer: Player?
  private let presenter: any PlayerEditPresentationLogic
  private let playerService: any PlayerService
  private var text: String?
  private var selectedOptionIndex: Int?

  // MARK: - Init

  /// Creates the interactor saving through `playerService`; Player Detail's router sets the rest.
  init(presenter: any PlayerEditPresentationLogic, playerService: any PlayerService) {
    self.presenter = presenter
    self.playerService = playerService
  }

  // MARK: - PlayerEditBusinessLogic

  func fetchField(request: PlayerEditScene.FetchField.Request) {
    guard let player, let field else { return }
    text = field.value(of: player)
    selectedOptionIndex = field.selectedOptionIndex(for: player)
    presentField()
  }

  func changeText(request: PlayerEditScene.ChangeText.Request) {
    text = request.text
    presentField()
  }

  func selectOption(request: PlayerEditScene.SelectOption.Request) {
    guard let field, request.index != selectedOptionIndex,
      field.optionTitles.indices.contains(request.index)
    else { return }
    selectedOptionIndex = request.index
    presentField()
  }

  func saveField(request: PlayerEditScene.SaveField.Request) async {
    guard let player, let field, let newValue, canSave else { return }
    let updated = field.applying(newValue, to: player)
    presenter.presentLoading(response: PlayerEditScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      try await playerService.update(updated)
      updatedPlayer = updated
      presenter.presentLoading(response: PlayerEditScene.Loading.Response(isLoading: false))
      presenter.presentSaveField(response: PlayerEditScene.SaveField.Response(error: nil))
    } catch {
      presenter.presentLoading(response: PlayerEditScene.Loading.Response(isLoading: false))
      presenter.presentSaveField(response: PlayerEditScene.SaveField.Response(error: error))
    }
  }

  // MARK: - Private

  private var originalValue: String? {
    guard let player, let field else { return nil }
    return field.value(of: player)
  }

  // A selection field's value is its checked raw option; `""` while none is checked.
  private var newValue: String? {
    guard let field else { return nil }
    guard let options = field.options else { return text }
    guard let index = selectedOptionIndex, options.indices.contains(index) else { return "" }
    return options[index]
  }

  private var canSave: Bool {
    guard let field, let newValue, let originalValue else { return false }
    return field.canSave(newValue, original: originalValue)
  }

  private func presentField() {
    guard let field, let originalValue else { return }
    presenter.presentField(
      response: PlayerEditScene.FetchField.Response(
        field: field, originalValue: originalValue, text: text ?? originalValue,
        selectedOptionIndex: selectedOptionIndex, canSave: canSave))
  }
}
