import Domain
import Foundation
import Layouts
import ViewKit

/// What Player Edit tells the screen that pushed it.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
  /// The server accepted the edit; `player` holds the new values.
  func playerEditViewController(_ controller: PlayerEditViewController, didUpdate player: Player)
}

/// The MVC view controller of Player Edit: edits one field of a player in a text field or an
/// option table, enables Done by the rule, saves a copy through `PlayerService` and tells
/// its delegate before popping; the option table and the save are in `+DataSource` and
/// `+Networking`.
@MainActor
final class PlayerEditViewController: ViewController {
  // MARK: - Properties

  /// Told when the update succeeded, so Player Detail can show the new values.
  weak var delegate: (any PlayerEditViewControllerDelegate)?
  // Internal, not private, only so the `+Topic` extensions can reach them.
  let playerService: any PlayerService
  // Never changed here: a failed update must leave the original player as it was.
  let player: Player
  let field: PlayerField
  let originalValue: String
  var selectedOptionIndex: Int?
  let layout: PlayerEditLayout

  // MARK: - Init

  /// Creates the screen editing `field` of `player`, saving through `playerService`; `delegate`
  /// hears about the saved player.
  init(
    player: Player, field: PlayerField, playerService: any PlayerService,
    delegate: (any PlayerEditViewControllerDelegate)?
  ) {
    self.playerService = playerService
    self.player = player
    self.field = field
    self.delegate = delegate
    originalValue = field.value(of: player)
    selectedOptionIndex = field.selectedOptionIndex(for: player)
    layout = PlayerEditLayout(field: field, text: originalValue)
    super.init()
  }

  // MARK: - Lifecycle

  /// Shows the field's title and installs the text field or the options, and a disabled Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = field.title
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
    updateDoneButton()
  }

  // MARK: - Helpers

  /// The value Done would save: the typed text, or the chosen raw option (`""` while none is).
  var newValue: String {
    guard field.isSelection else { return layout.textField.text }
    guard let index = selectedOptionIndex, let options = field.options,
      options.indices.contains(index)
    else { return "" }
    return options[index]
  }

  var canSave: Bool { field.canSave(newValue, original: originalValue) }

  func updateDoneButton() {
    layout.doneButton.isEnabled = canSave
  }

  // MARK: - Private

  private func wireActions() {
    layout.textField.onEditingChanged = { [weak self] _ in self?.updateDoneButton() }
    layout.doneButton.action = { [weak self] in await self?.doneTapped() }
  }
}
