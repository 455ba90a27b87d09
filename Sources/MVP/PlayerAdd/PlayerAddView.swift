import Domain
import Layouts
import ViewKit

/// The navigation the Player Add view asks of its view controller.
@MainActor
protocol PlayerAddNavigating: ScreenNavigating {
  /// Pops back to the screen that pushed Player Add.
  func popToPreviousScreen()
}

/// The passive MVP view of Player Add: wires `PlayerAddLayout`'s name field and Done; forwards
/// edits and Done to `PlayerAddPresenterProtocol` and overlays, alerts and the pop to its
/// navigator.
@MainActor
final class PlayerAddView: View, PlayerAddViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any PlayerAddPresenterProtocol)?
  /// The view controller that shows the overlay and alerts and pops.
  weak var navigator: (any PlayerAddNavigating)?
  private let layout: PlayerAddLayout

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: PlayerAddLayout) {
    self.layout = layout
    super.init()
    wireActions()
  }

  // MARK: - PlayerAddViewProtocol

  /// Enables or disables Done.
  func setDoneEnabled(_ isEnabled: Bool) {
    layout.doneButton.isEnabled = isEnabled
  }

  /// Asks the navigator to pop.
  func popToPreviousScreen() {
    navigator?.popToPreviousScreen()
  }

  // MARK: - Private

  private func wireActions() {
    layout.nameField.onEditingChanged = { [weak self] text in self?.presenter?.nameChanged(text) }
    layout.doneButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.doneTapped(name: layout.nameField.text)
    }
  }
}

// MARK: - NavigatorBacked

extension PlayerAddView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
