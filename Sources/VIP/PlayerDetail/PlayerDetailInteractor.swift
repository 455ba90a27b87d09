import Domain

/// The business requests the Player Detail view controller sends.
@MainActor
protocol PlayerDetailBusinessLogic: AnyObject {
  /// Shows the player, as Player Edit's router may have just saved it.
  func fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request)
  /// Keeps the tapped row's field for Player Edit.
  func selectField(request: PlayerDetailScene.SelectField.Request)
}

/// What Player Detail keeps for the scenes around it.
@MainActor
protocol PlayerDetailDataStore: AnyObject {
  /// The player shown; written by the Player List's router, then by Player Edit's after a save.
  var player: Player? { get set }
  /// The field whose row was tapped, for Player Edit.
  var selectedField: PlayerField? { get }
}

/// The VIP interactor of Player Detail: keeps the player and the field to edit; the sections and
/// rows come from Domain's `PlayerDetailSection`.
@MainActor
final class PlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerDetailDataStore {
  // MARK: - Properties

  var player: Player?
  private(set) var selectedField: PlayerField?
  private let presenter: any PlayerDetailPresentationLogic

  // MARK: - Init

  /// Creates the interactor; the Player List's router then sets the player.
  init(presenter: any PlayerDetailPresentationLogic) {
    self.presenter = presenter
  }

  // MARK: - PlayerDetailBusinessLogic

  func fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request) {
    guard let player else { return }
    presenter.presentPlayer(response: PlayerDetailScene.FetchPlayer.Response(player: player))
  }

  func selectField(request: PlayerDetailScene.SelectField.Request) {
    selectedField = request.field
  }
}
