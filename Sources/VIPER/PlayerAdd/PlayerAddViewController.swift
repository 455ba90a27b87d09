import Domain
import Layouts
import ViewKit

/// The VIPER view of Player Add: installs and wires `PlayerAddLayout`'s name field and Done; sends edits
/// and Done to `PlayerAddPresenterProtocol` and shows what `PlayerAddViewProtocol` is told.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerAddPresenterProtocol
  private let layout = PlayerAddLayout()

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerAddPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Sets the title and installs the field and Done, then lets the presenter disable Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    layout.install(in: self)
    wireActions()
    presenter.load()
  }

  // MARK: - Private

  private func wireActions() {
    layout.nameField.onEditingChanged = { [weak self] text in self?.presenter.nameDidChange(text) }
    layout.doneButton.action = { [weak self] in
      guard let self else { return }
      await presenter.doneTapped(name: layout.nameField.text)
    }
  }
}

// MARK: - PlayerAddViewProtocol

extension PlayerAddViewController: PlayerAddViewProtocol {
  func setDoneEnabled(_ isEnabled: Bool) {
    layout.doneButton.isEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
