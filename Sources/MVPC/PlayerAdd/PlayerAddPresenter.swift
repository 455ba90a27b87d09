import Domain

/// The events the Player Add view forwards to its presenter.
@MainActor
protocol PlayerAddPresenterProtocol: AnyObject {
  /// The screen was loaded: Done starts disabled.
  func load()
  /// The name field's text changed to `name` (after each keystroke).
  func nameChanged(_ name: String)
  /// Done was tapped with the field's text; returns when the whole reaction is done.
  func doneTapped(name: String) async
}

/// What the Player Add presenter asks of its passive view.
@MainActor
protocol PlayerAddViewProtocol: FeedbackDisplaying {
  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool)
}

/// What Player Add tells its coordinator, which goes back and has the list reload.
@MainActor
protocol PlayerAddPresenterDelegate: AnyObject {
  /// A player was created: the delegate goes back and returns once the list has reloaded, input
  /// off meanwhile (SPEC §3.2, §3.5).
  func playerAddDidCreatePlayer() async
}

/// The MVP presenter of Player Add: enables Done, calls `PlayerService.create`, drives
/// `PlayerAddViewProtocol` and tells its `PlayerAddPresenterDelegate`; holds no UI state.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenterProtocol {
  // MARK: - Properties

  private weak var view: (any PlayerAddViewProtocol)?
  private weak var delegate: (any PlayerAddPresenterDelegate)?
  private let playerService: any PlayerService

  // MARK: - Init

  /// Creates the presenter of `view`, creating players through `playerService` and telling
  /// `delegate` about a creation.
  init(
    view: any PlayerAddViewProtocol, playerService: any PlayerService,
    delegate: any PlayerAddPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.playerService = playerService
  }

  // MARK: - PlayerAddPresenterProtocol

  func load() {
    view?.setDoneEnabled(false)
  }

  func nameChanged(_ name: String) {
    view?.setDoneEnabled(!name.isEmpty)
  }

  func doneTapped(name: String) async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !name.isEmpty else { return }
    view?.showLoading()
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      try await playerService.create(PlayerCreate(name: name))
      view?.hideLoading()
      // Awaited: the coordinator pops Player Add first, then the list reloads.
      await delegate?.playerAddDidCreatePlayer()
    } catch {
      view?.hideLoading()
      // A fixed text rather than the error's own, as every original shows it.
      view?.showError(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
    }
  }
}
