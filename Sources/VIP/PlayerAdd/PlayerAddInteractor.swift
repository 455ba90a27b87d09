import Domain

/// The business requests the Player Add view controller sends.
@MainActor
protocol PlayerAddBusinessLogic: AnyObject {
  /// Checks whether the typed name may be saved.
  func validateName(request: PlayerAddScene.ValidateName.Request)
  /// Creates a player with the typed name; returns once the server has answered.
  func createPlayer(request: PlayerAddScene.CreatePlayer.Request) async
}

/// What Player Add keeps for the Player List it reports back to.
@MainActor
protocol PlayerAddDataStore: AnyObject {
  /// The new player's id, once created.
  var createdPlayerID: Int? { get }
}

/// The VIP interactor of Player Add: validates the name and creates the player through
/// `PlayerService`, keeping its id for the Player List.
@MainActor
final class PlayerAddInteractor: PlayerAddBusinessLogic, PlayerAddDataStore {
  // MARK: - Properties

  private(set) var createdPlayerID: Int?
  private let presenter: any PlayerAddPresentationLogic
  private let playerService: any PlayerService

  // MARK: - Init

  /// Creates the interactor creating players through `playerService`.
  init(presenter: any PlayerAddPresentationLogic, playerService: any PlayerService) {
    self.presenter = presenter
    self.playerService = playerService
  }

  // MARK: - PlayerAddBusinessLogic

  func validateName(request: PlayerAddScene.ValidateName.Request) {
    presenter.presentValidation(
      response: PlayerAddScene.ValidateName.Response(isValid: !request.name.isEmpty))
  }

  func createPlayer(request: PlayerAddScene.CreatePlayer.Request) async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !request.name.isEmpty else { return }
    presenter.presentLoading(response: PlayerAddScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      createdPlayerID = try await playerService.create(PlayerCreate(name: request.name))
      presenter.presentLoading(response: PlayerAddScene.Loading.Response(isLoading: false))
      await presenter.presentCreatePlayer(
        response: PlayerAddScene.CreatePlayer.Response(error: nil))
    } catch {
      presenter.presentLoading(response: PlayerAddScene.Loading.Response(isLoading: false))
      await presenter.presentCreatePlayer(
        response: PlayerAddScene.CreatePlayer.Response(error: error))
    }
  }
}
