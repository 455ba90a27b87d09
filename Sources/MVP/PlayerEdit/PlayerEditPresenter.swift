import Domain

/// The events the Player Edit view forwards to its presenter.
@MainActor
protocol PlayerEditPresenterProtocol: AnyObject {
  /// The screen was built with the editor of its field: show the title and the options.
  func load()
  /// How many options the option table lists (0 for a text field).
  var numberOfOptions: Int { get }
  /// The texts of an option row, or `nil` when there is no such row.
  func option(at index: Int) -> PlayerEditOptionRow?
  /// The user typed: `text` is the whole new content of the text field.
  func textDidChange(_ text: String)
  /// The user tapped an option row.
  func didSelectOption(at index: Int)
  /// The user tapped Done; returns once the update has been answered.
  func doneTapped() async
}

/// What the Player Edit presenter asks of its passive view.
@MainActor
protocol PlayerEditViewProtocol: FeedbackDisplaying {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Reads every option row again.
  func reloadData()
  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool)
  /// Asks the view controller to go back to Player Detail.
  func popToPreviousScreen()
}

/// What Player Edit tells the screen that pushed it.
@MainActor
protocol PlayerEditPresenterDelegate: AnyObject {
  /// The server accepted the edit; `player` holds the new values.
  func playerEdit(didUpdate player: Player)
}

/// One row of the option table: the capitalized option and whether it carries the checkmark.
struct PlayerEditOptionRow: Equatable, Sendable {
  /// The option, such as `Goalkeeper`.
  let title: String
  /// Whether this is the chosen option.
  let isChecked: Bool
}

/// The MVP presenter of Player Edit: keeps the value being edited, enables Done by the
/// rule, saves a copy of the player through `PlayerService` and tells its delegate on success.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenterProtocol {
  // MARK: - Properties

  /// Told when the update succeeded, so Player Detail can show the new values.
  weak var delegate: (any PlayerEditPresenterDelegate)?
  private weak var view: (any PlayerEditViewProtocol)?
  private let playerService: any PlayerService
  // Never changed here: a failed update must leave the original player as it was.
  private let player: Player
  private let field: PlayerField
  private let originalValue: String
  private var text: String
  private var selectedOptionIndex: Int?

  // MARK: - Init

  /// Creates the presenter editing `field` of `player`, saving through `playerService`.
  init(
    view: any PlayerEditViewProtocol, playerService: any PlayerService, player: Player,
    field: PlayerField
  ) {
    self.view = view
    self.playerService = playerService
    self.player = player
    self.field = field
    originalValue = field.value(of: player)
    text = originalValue
    selectedOptionIndex = field.selectedOptionIndex(for: player)
  }

  // MARK: - PlayerEditPresenterProtocol

  func load() {
    view?.setTitle(field.title)
    // The layout already shows the field's editor, with Done disabled; only options are read.
    if field.isSelection { view?.reloadData() }
  }

  var numberOfOptions: Int { field.optionTitles.count }

  func option(at index: Int) -> PlayerEditOptionRow? {
    let titles = field.optionTitles
    guard titles.indices.contains(index) else { return nil }
    return PlayerEditOptionRow(title: titles[index], isChecked: index == selectedOptionIndex)
  }

  func textDidChange(_ text: String) {
    self.text = text
    view?.setDoneEnabled(canSave)
  }

  func didSelectOption(at index: Int) {
    guard index != selectedOptionIndex, field.optionTitles.indices.contains(index) else { return }
    selectedOptionIndex = index
    view?.reloadData()
    view?.setDoneEnabled(canSave)
  }

  func doneTapped() async {
    guard canSave else { return }
    let updated = field.applying(newValue, to: player)
    view?.showLoading()
    do throws(ServiceError) {
      try await playerService.update(updated)
      view?.hideLoading()
      delegate?.playerEdit(didUpdate: updated)
      view?.popToPreviousScreen()
    } catch {
      view?.hideLoading()
      view?.showError(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
    }
  }

  // MARK: - Private

  // A selection field's value is its chosen raw option; `""` while none is chosen.
  private var newValue: String {
    guard field.isSelection else { return text }
    guard let index = selectedOptionIndex, let options = field.options,
      options.indices.contains(index)
    else { return "" }
    return options[index]
  }

  private var canSave: Bool { field.canSave(newValue, original: originalValue) }
}
