import Domain
import Layouts
import ViewKit

/// The passive MVP view of Player Add: wires `PlayerAddLayout`'s name field and Done; forwards
/// edits and Done to `PlayerAddPresenterProtocol` and overlays and alerts to its host.
@MainActor
final class PlayerAddView: View, PlayerAddViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any PlayerAddPresenterProtocol)?
  /// The view controller that shows the overlay and alerts.
  weak var host: (any ScreenPresenting)?
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

  // MARK: - Private

  private func wireActions() {
    layout.nameField.onEditingChanged = { [weak self] text in self?.presenter?.nameChanged(text) }
    layout.doneButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.doneTapped(name: layout.nameField.text)
    }
  }
}

// MARK: - HostBacked

extension PlayerAddView: HostBacked {}
