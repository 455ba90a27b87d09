import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player Detail: shows the player as the `Squad` model holds it now, so a
/// saved edit changes the title and rows at once; a row is a `NavigationLink` to Player
/// Edit.
struct PlayerDetailScreen: View {
  /// The player as the list showed it when its row was tapped.
  let player: Player
  @Environment(Squad.self) private var squad

  var body: some View {
    let shown = shown
    PlayerDetailContent(player: shown) { Navigator.Screen.playerEdit(shown, $0) }
  }

  /// The squad's copy of the player, or the tapped one if the squad no longer has it.
  private var shown: Player {
    squad.player(id: player.id) ?? player
  }
}
