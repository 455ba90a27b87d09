import Domain
import Foundation
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
  let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  let textField = TextField(identifier: "playerEdit.textField")
  let options = TableView(style: .plain, identifier: "playerEdit.options")

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
    super.init()
  }

  // MARK: - Lifecycle

  /// Shows the field's title, the text field or the options, and a disabled Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = field.title
    navigationItem.rightBarButtonItem = doneButton
    view.addSubview(textField)
    view.addSubview(options)
    textField.isHidden = field.isSelection
    options.isHidden = !field.isSelection
    if !field.isSelection {
      textField.text = originalValue
      textField.placeholder = originalValue
    }
    options.dataSource = self
    options.delegate = self
    textField.onEditingChanged = { [weak self] _ in self?.updateDoneButton() }
    doneButton.action = { [weak self] in await self?.doneTapped() }
    updateDoneButton()
  }

  // MARK: - Helpers

  /// The value Done would save: the typed text, or the chosen raw option (`""` while none is).
  var newValue: String {
    guard field.isSelection else { return textField.text }
    guard let index = selectedOptionIndex, let options = field.options,
      options.indices.contains(index)
    else { return "" }
    return options[index]
  }

  var canSave: Bool { field.canSave(newValue, original: originalValue) }

  func updateDoneButton() {
    doneButton.isEnabled = canSave
  }
}
