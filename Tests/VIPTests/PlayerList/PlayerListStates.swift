import Domain

@testable import VIP

/// Builds the responses a Player List interactor test expects.
enum PlayerListStates {
  /// The whole list state, with `ticked` selected.
  static func players(
    _ players: [Player], selecting: Bool = false, ticked: [Player] = [], loaded: Bool = true
  ) -> PlayerListPresentationLogicSpy.Call {
    var selection = PlayerSelection()
    for player in ticked { selection.toggle(player) }
    return .presentPlayers(
      PlayerListScene.FetchPlayers.Response(
        players: players, isSelecting: selecting, selection: selection, isLoaded: loaded))
  }

  /// A load's or delete's start (`true`) or end.
  static func loading(_ activity: PlayerListScene.Loading.Activity, _ isLoading: Bool)
    -> PlayerListPresentationLogicSpy.Call
  {
    .presentLoading(PlayerListScene.Loading.Response(activity: activity, isLoading: isLoading))
  }
}
