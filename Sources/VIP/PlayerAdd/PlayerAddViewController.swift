import Domain
import Layouts
import ViewKit

/// The VIP view controller of Player Add: wires the name field and Done button of SPEC §3.5,
/// sends typing and Done to `PlayerAddBusinessLogic`, and asks `PlayerAddRoutingLogic` to go back.
@MainActor
final class PlayerAddViewController: ViewController, PlayerAddDisplayLogic {
  // MARK: - Properties

  /// The scene's router.
  let router: any PlayerAddRoutingLogic & PlayerAddDataPassing
  private let interactor: any PlayerAddBusinessLogic
  private let layout = PlayerAddLayout()

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

  /// Installs the name field and Done, sets the title, then asks whether the empty name may be
  /// saved.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    layout.install(in: self)
    wireActions()
    nameChanged(layout.nameField.text)
  }

  // MARK: - PlayerAddDisplayLogic

  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel) {
    layout.doneButton.isEnabled = viewModel.isDoneEnabled
  }

  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel) async {
    guard let alert = viewModel.alert else {
      await router.routeToPlayerList()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  // MARK: - Events

  private func nameChanged(_ name: String) {
    interactor.validateName(request: PlayerAddScene.ValidateName.Request(name: name))
  }

  private func doneTapped() async {
    await interactor.createPlayer(
      request: PlayerAddScene.CreatePlayer.Request(name: layout.nameField.text))
  }

  // MARK: - Private

  private func wireActions() {
    layout.nameField.onEditingChanged = { [weak self] in self?.nameChanged($0) }
    layout.doneButton.action = { [weak self] in await self?.doneTapped() }
  }
}
