import Domain

/// The business requests the Player Add view controller sends.
@MainActor
package protocol PlayerAddBusinessLogic: AnyObject {
  /// Checks whether the typed name may be saved.
  func validateName(request: PlayerAdd.ValidateName.Request)
  /// Creates a player with the typed name; returns once the server has answered.
  func createPlayer(request: PlayerAdd.CreatePlayer.Request) async
}

/// What Player Add keeps for the Player List it reports back to.
@MainActor
package protocol PlayerAddDataStore: AnyObject {
  /// The new player's id, once created.
  var createdPlayerID: Int? { get }
}

/// The VIP interactor of Player Add: validates the name and creates the player through
/// `PlayerService`, keeping its id for the Player List.
@MainActor
package final class PlayerAddInteractor: PlayerAddBusinessLogic, PlayerAddDataStore {
  // MARK: - Properties

  package private(set) var createdPlayerID: Int?
  private let presenter: any PlayerAddPresentationLogic
  private let players: any PlayerService

  // MARK: - Init

  /// Creates the interactor creating players through `players`.
  package init(presenter: any PlayerAddPresentationLogic, players: any PlayerService) {
    self.presenter = presenter
    self.players = players
  }

  // MARK: - PlayerAddBusinessLogic

  package func validateName(request: PlayerAdd.ValidateName.Request) {
    presenter.presentValidation(
      response: PlayerAdd.ValidateName.Response(isValid: !request.name.isEmpty))
  }

  package func createPlayer(request: PlayerAdd.CreatePlayer.Request) async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !request.name.isEmpty else { return }
    presenter.presentLoading(response: PlayerAdd.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      createdPlayerID = try await players.create(PlayerCreate(name: request.name))
      presenter.presentLoading(response: PlayerAdd.Loading.Response(isLoading: false))
      presenter.presentCreatePlayer(response: PlayerAdd.CreatePlayer.Response(error: nil))
    } catch {
      presenter.presentLoading(response: PlayerAdd.Loading.Response(isLoading: false))
      presenter.presentCreatePlayer(response: PlayerAdd.CreatePlayer.Response(error: error))
    }
  }
}
