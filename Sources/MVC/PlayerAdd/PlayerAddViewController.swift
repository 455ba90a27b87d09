import Domain
import Layouts
import ViewKit

/// What Player Add tells the screen that opened it.
@MainActor
protocol PlayerAddViewControllerDelegate: AnyObject {
  /// A player was created and Player Add has popped; the delegate reloads the list, ignoring
  /// input until the players are back (SPEC §3.2, §3.5).
  func playerAddViewControllerDidCreatePlayer(_ controller: PlayerAddViewController) async
}

/// The MVC view controller of Player Add: the name field and Done, which creates the player
/// through `PlayerService`, tells its delegate and pops.
@MainActor
final class PlayerAddViewController: ViewController {
  // MARK: - Properties

  /// Told when a player was created.
  weak var delegate: (any PlayerAddViewControllerDelegate)?
  private let playerService: any PlayerService
  private let layout = PlayerAddLayout()

  // MARK: - Init

  /// Creates the screen creating players through `playerService`; `delegate` hears about the
  /// creation.
  init(playerService: any PlayerService, delegate: (any PlayerAddViewControllerDelegate)?) {
    self.playerService = playerService
    self.delegate = delegate
    super.init()
  }

  // MARK: - Lifecycle

  /// Sets the title and installs the name field and a disabled Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    layout.install(in: self)
    wireActions()
  }

  // MARK: - Networking

  private func doneTapped() async {
    let name = layout.nameField.text
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !name.isEmpty else { return }
    showLoading()
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      try await playerService.create(PlayerCreate(name: name))
      hideLoading()
      // Popped first: Player Add must not stay on top, taking input, while the list reloads.
      navigationController?.popViewController(animated: true)
      await delegate?.playerAddViewControllerDidCreatePlayer(self)
    } catch {
      hideLoading()
      // A fixed text rather than the error's own, as every original shows it.
      presentErrorAlert(
        title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage,
        buttonTitle: AlertTexts.ok)
    }
  }

  // MARK: - Private

  private func wireActions() {
    layout.nameField.onEditingChanged = { [weak self] name in
      self?.layout.doneButton.isEnabled = !name.isEmpty
    }
    layout.doneButton.action = { [weak self] in await self?.doneTapped() }
  }
}
