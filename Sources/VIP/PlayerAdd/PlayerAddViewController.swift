import Domain
import ViewKit

/// The view models the Player Add presenter hands over.
@MainActor
package protocol PlayerAddDisplayLogic: AnyObject {
  /// Enables or disables Done.
  func displayValidation(viewModel: PlayerAdd.ValidateName.ViewModel)
  /// Shows the alert, or goes back to the Player List.
  func displayCreatePlayer(viewModel: PlayerAdd.CreatePlayer.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: PlayerAdd.Loading.ViewModel)
}

/// The VIP view controller of Player Add: builds the name field and Done button of SPEC §3.5,
/// sends typing and Done to `PlayerAddBusinessLogic`, and asks `PlayerAddRoutingLogic` to go back.
@MainActor
package final class PlayerAddViewController: ViewController, PlayerAddDisplayLogic {
  // MARK: - Properties

  /// The scene's router.
  package let router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  private let interactor: any PlayerAddBusinessLogic
  private let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  package init(
    interactor: any PlayerAddBusinessLogic, router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the name field and wires it and Done.
  package override func loadView() {
    let root = View()
    root.addSubview(nameField)
    view = root
    nameField.onEditingChanged = { [weak self] text in
      self?.interactor.validateName(request: PlayerAdd.ValidateName.Request(name: text))
    }
    doneButton.action = { [weak self] in
      guard let self else { return }
      await interactor.createPlayer(request: PlayerAdd.CreatePlayer.Request(name: nameField.text))
    }
  }

  /// Sets the title and Done, then asks whether the empty name may be saved.
  package override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    navigationItem.rightBarButtonItem = doneButton
    interactor.validateName(request: PlayerAdd.ValidateName.Request(name: nameField.text))
  }

  // MARK: - PlayerAddDisplayLogic

  package func displayValidation(viewModel: PlayerAdd.ValidateName.ViewModel) {
    doneButton.isEnabled = viewModel.isDoneEnabled
  }

  package func displayCreatePlayer(viewModel: PlayerAdd.CreatePlayer.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    present(alert)
  }

  package func displayLoading(viewModel: PlayerAdd.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }
}
