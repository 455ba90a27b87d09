import Domain
import Foundation
import Layouts
import ViewKit

/// The VIP view controller of Player Edit: wires the text field or option table and Done of
/// SPEC §3.4, sends typing, option taps and Done to `PlayerEditBusinessLogic`, and asks
/// `PlayerEditRoutingLogic` to go back once saved.
@MainActor
final class PlayerEditViewController: ViewController, PlayerEditDisplayLogic {
  // MARK: - Properties

  /// The scene's router; Player Detail's router reaches its data store through it.
  let router: any PlayerEditRoutingLogic & PlayerEditDataPassing
  private let interactor: any PlayerEditBusinessLogic
  // Made on the first display: the editor depends on the field, which the data store gets only
  // after this controller exists.
  private var layout: PlayerEditLayout?
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
  }

  // MARK: - Lifecycle

  /// Asks for the field, whose first display installs the layout.
  override func viewDidLoad() {
    super.viewDidLoad()
    interactor.fetchField(request: PlayerEditScene.FetchField.Request())
  }

  // MARK: - PlayerEditDisplayLogic

  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel) {
    title = viewModel.title
    let layout = installedLayout(for: viewModel)
    layout.doneButton.isEnabled = viewModel.isDoneEnabled
    switch viewModel.editor {
    case .textField(let text, _):
      layout.textField.text = text
    case .options(let rows):
      displayedOptions = rows
      layout.options.reloadData()
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

  // MARK: - Events

  private func textChanged(_ text: String) {
    interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: text))
  }

  private func doneTapped() async {
    await interactor.saveField(request: PlayerEditScene.SaveField.Request())
  }

  // MARK: - Private

  private func installedLayout(for viewModel: PlayerEditScene.FetchField.ViewModel)
    -> PlayerEditLayout
  {
    if let layout { return layout }
    let text: String
    switch viewModel.editor {
    case .textField(_, let placeholder): text = placeholder
    case .options: text = ""
    }
    let layout = PlayerEditLayout(field: viewModel.field, text: text)
    self.layout = layout
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions(layout)
    return layout
  }

  private func wireActions(_ layout: PlayerEditLayout) {
    layout.textField.onEditingChanged = { [weak self] in self?.textChanged($0) }
    layout.doneButton.action = { [weak self] in await self?.doneTapped() }
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
    guard displayedOptions.indices.contains(indexPath.row) else {
      return .optionRow(title: "", isChecked: false)
    }
    let option = displayedOptions[indexPath.row]
    return .optionRow(title: option.title, isChecked: option.isChecked)
  }

  /// Sends the tap to the interactor.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    interactor.selectOption(request: PlayerEditScene.SelectOption.Request(index: indexPath.row))
  }
}
