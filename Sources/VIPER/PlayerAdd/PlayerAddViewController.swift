import Domain
import ViewKit

/// The VIPER view of Player Add: the name field and the Done bar button of SPEC §3.5; sends edits
/// and Done to `PlayerAddPresenterProtocol` and shows what `PlayerAddViewProtocol` is told.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerAddPresenterProtocol
  private let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerAddPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the name field, the title and Done, then lets the presenter disable Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    view.addSubview(nameField)
    navigationItem.rightBarButtonItem = doneButton
    nameField.onEditingChanged = { [weak self] text in self?.presenter.nameDidChange(text) }
    doneButton.action = { [weak self] in
      guard let self else { return }
      await presenter.doneTapped(name: nameField.text)
    }
    presenter.viewDidLoad()
  }
}

// MARK: - PlayerAddViewProtocol

extension PlayerAddViewController: PlayerAddViewProtocol {
  func setDoneEnabled(_ isEnabled: Bool) {
    doneButton.isEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
