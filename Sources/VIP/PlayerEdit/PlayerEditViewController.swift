import Domain
import Foundation
import ViewKit

/// The view models the Player Edit presenter hands over.
@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
  /// Shows the title, the editor and the Done state.
  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel)
  /// Shows the alert, or goes back to Player Detail.
  func displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: PlayerEditScene.Loading.ViewModel)
}

/// The VIP view controller of Player Edit: builds the text field, option table and Done button of
/// SPEC §3.4, sends typing, option taps and Done to `PlayerEditBusinessLogic`, and asks
/// `PlayerEditRoutingLogic` to go back once saved.
@MainActor
final class PlayerEditViewController: ViewController, PlayerEditDisplayLogic {
  // MARK: - Properties

  /// The scene's router; Player Detail's router reaches its data store through it.
  let router: any PlayerEditRoutingLogic & PlayerEditDataPassing
  private let interactor: any PlayerEditBusinessLogic
  private let doneButton = BarButtonItem(
    title: PlayerEditTexts.doneButton, identifier: "playerEdit.doneButton")
  private let textField = TextField(identifier: "playerEdit.textField")
  private let options = TableView(style: .plain, identifier: "playerEdit.options")
  private var displayedOptions: [PlayerEditScene.DisplayedOption] = []

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any PlayerEditBusinessLogic,
    router: any PlayerEditRoutingLogic & PlayerEditDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
    navigationItem.rightBarButtonItem = doneButton
  }

  // MARK: - Lifecycle

  /// Creates both editors hidden; the displayed field shows the one it needs.
  ///
  /// Asks for the field to edit.
  override func viewDidLoad() {
    super.viewDidLoad()
    textField.isHidden = true
    options.isHidden = true
    options.dataSource = self
    options.delegate = self
    view.addSubview(textField)
    view.addSubview(options)
    textField.onEditingChanged = { [weak self] text in
      self?.interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: text))
    }
    doneButton.action = { [weak self] in
      await self?.interactor.saveField(request: PlayerEditScene.SaveField.Request())
    }
    interactor.fetchField(request: PlayerEditScene.FetchField.Request())
  }

  // MARK: - PlayerEditDisplayLogic

  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel) {
    title = viewModel.title
    doneButton.isEnabled = viewModel.isDoneEnabled
    switch viewModel.editor {
    case .textField(let text, let placeholder):
      textField.text = text
      textField.placeholder = placeholder
      textField.isHidden = false
      options.isHidden = true
    case .options(let rows):
      displayedOptions = rows
      textField.isHidden = true
      options.isHidden = false
      options.reloadData()
    }
  }

  func displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerDetail()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: PlayerEditScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  /// One row per displayed option.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedOptions.count
  }

  /// An option cell, with a checkmark on the checked one.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default)
    guard displayedOptions.indices.contains(indexPath.row) else { return cell }
    let option = displayedOptions[indexPath.row]
    cell.text = option.title
    cell.accessoryType = option.isChecked ? .checkmark : .none
    return cell
  }

  /// Sends the tap to the interactor.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    interactor.selectOption(request: PlayerEditScene.SelectOption.Request(index: indexPath.row))
  }
}
