import Domain
import ViewKit

/// The view models the Player Add presenter hands over.
@MainActor
protocol PlayerAddDisplayLogic: AnyObject {
  /// Enables or disables Done.
  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel)
  /// Shows the alert, or goes back to the Player List.
  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel)
}

/// The VIP view controller of Player Add: builds the name field and Done button of SPEC §3.5,
/// sends typing and Done to `PlayerAddBusinessLogic`, and asks `PlayerAddRoutingLogic` to go back.
@MainActor
final class PlayerAddViewController: ViewController, PlayerAddDisplayLogic {
  // MARK: - Properties

  /// The scene's router.
  let router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  private let interactor: any PlayerAddBusinessLogic
  private let doneButton = BarButtonItem(
    title: PlayerAddTexts.doneButton, identifier: "playerAdd.doneButton")
  private let nameField = TextField(
    placeholder: PlayerAddTexts.namePlaceholder, identifier: "playerAdd.name")

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any PlayerAddBusinessLogic, router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the name field and wires it and Done.
  ///
  /// Sets the title and Done, then asks whether the empty name may be saved.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    nameField.onEditingChanged = { [weak self] text in
      self?.interactor.validateName(request: PlayerAddScene.ValidateName.Request(name: text))
    }
    doneButton.action = { [weak self] in
      guard let self else { return }
      await interactor.createPlayer(
        request: PlayerAddScene.CreatePlayer.Request(name: nameField.text))
    }
    title = PlayerAddTexts.title
    navigationItem.rightBarButtonItem = doneButton
    interactor.validateName(request: PlayerAddScene.ValidateName.Request(name: nameField.text))
  }

  // MARK: - PlayerAddDisplayLogic

  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel) {
    doneButton.isEnabled = viewModel.isDoneEnabled
  }

  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }
}
