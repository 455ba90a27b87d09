import Domain

/// The business requests the Player Detail view controller sends.
@MainActor
protocol PlayerDetailBusinessLogic: AnyObject {
  /// Shows the player, taking in an edit Player Edit reported.
  func fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request)
  /// Chooses the tapped row's field for Player Edit.
  func selectField(request: PlayerDetailScene.SelectField.Request)
}

/// What Player Detail keeps for the scenes around it.
@MainActor
protocol PlayerDetailDataStore: AnyObject {
  /// The player shown; written by the Player List's router.
  var player: Player? { get set }
  /// Written by Player Edit's router: the saved player, shown on the next appearance.
  var editedPlayer: Player? { get set }
  /// The field whose row was tapped, for Player Edit.
  var selectedField: PlayerField? { get }
}

/// The VIP interactor of Player Detail: keeps the player, takes in a saved edit and chooses the
/// field to edit; the sections and rows come from Domain's `PlayerDetailSection`.
@MainActor
final class PlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerDetailDataStore {
  // MARK: - Properties

  var player: Player?
  var editedPlayer: Player?
  private(set) var selectedField: PlayerField?
  private let presenter: any PlayerDetailPresentationLogic

  // MARK: - Init

  /// Creates the interactor; the Player List's router then sets the player.
  init(presenter: any PlayerDetailPresentationLogic) {
    self.presenter = presenter
  }

  // MARK: - PlayerDetailBusinessLogic

  func fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request) {
    let edited = editedPlayer
    if let edited { player = edited }
    editedPlayer = nil
    guard let player else { return }
    presenter.presentPlayer(
      response: PlayerDetailScene.FetchPlayer.Response(player: player, isEdited: edited != nil))
  }

  func selectField(request: PlayerDetailScene.SelectField.Request) {
    let sections = PlayerDetailSection.allCases
    guard player != nil, sections.indices.contains(request.section) else { return }
    let fields = sections[request.section].fields
    guard fields.indices.contains(request.row) else { return }
    selectedField = fields[request.row]
    presenter.presentPlayerEdit(response: PlayerDetailScene.SelectField.Response())
  }
}
