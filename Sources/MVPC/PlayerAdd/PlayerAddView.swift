import Domain
import ViewKit

/// The passive MVP view of Player Add: the name field and the Done bar button; forwards edits
/// and Done to `PlayerAddPresenterProtocol` and overlays and alerts to its navigator.
@MainActor
final class PlayerAddView: View, PlayerAddViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any PlayerAddPresenterProtocol)?
  /// The view controller that shows the overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  /// Done; the view controller puts it in the navigation bar, the view enables it.
  let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the name field and wires it and Done to the presenter.
  init() {
    super.init()
    addSubview(nameField)
    nameField.onEditingChanged = { [weak self] text in self?.presenter?.nameChanged(text) }
    doneButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.doneTapped(name: nameField.text)
    }
  }

  // MARK: - PlayerAddViewProtocol

  /// Enables or disables Done.
  func setDoneEnabled(_ isEnabled: Bool) {
    doneButton.isEnabled = isEnabled
  }
}

// MARK: - NavigatorBacked

extension PlayerAddView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
