import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player List: owns the mode, the ticked players and the delete's alerts as
/// `@State`, and shows the `Squad` model's players, which the sign-in loads (so coming back to
/// the list loads nothing, SPEC §3.2).
///
/// A player added, edited or deleted elsewhere is seen here because every screen reads the same
/// squad; a gather's end (`Match`) sends the list back to list mode. The buttons and rows are in
/// `+Actions`.
struct PlayerListScreen: View {
  // Internal, not private, only so `+Actions` can reach them.
  @Environment(Squad.self) var squad
  @Environment(Match.self) var match
  @Environment(Navigator.self) var navigator
  /// Whether the list is in selection mode.
  @State var isSelecting = false
  /// The ticked players, by id.
  @State var selection = PlayerSelection()
  /// The player whose swipe-to-delete awaits the confirmation, by value.
  @State var pendingDeletion: Player?
  /// Whether the delete confirmation is shown.
  @State var isConfirmingDelete = false
  /// Whether the overlay covers the list while a delete is sent.
  @State var isDeleting = false
  /// The message of a failed delete's alert.
  @State var deleteFailure: String?

  var body: some View {
    @Bindable var squad = squad
    let players = squad.players
    PlayerListContent(
      players: players, checkedIDs: Set(selection.selectedPlayers(in: players).map(\.id)),
      controls: PlayerListControls(
        isSelecting: isSelecting, selection: selection, players: players),
      isSelecting: isSelecting, showsEmptyView: squad.isKnownEmpty, isLoading: isDeleting,
      isConfirmingDelete: $isConfirmingDelete,
      // One alert: the delete's failure, else the last load's; OK clears the one shown.
      errorMessage: deleteFailure == nil ? $squad.loadFailure : $deleteFailure,
      actions: actions
    )
    // The list ignores input while the players load (SPEC §3.2).
    .allowsHitTesting(!squad.isLoading)
    .onChange(of: match.endedGatherID) { setSelecting(false) }
  }
}
