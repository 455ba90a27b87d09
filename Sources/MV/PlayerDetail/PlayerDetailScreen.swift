import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player Detail: shows the player as the `Squad` model holds it now, so a
/// saved edit changes the title and rows at once; a row leads to Player Edit.
struct PlayerDetailScreen: View {
  /// The player as the list showed it when its row was tapped.
  let player: Player
  @Environment(Squad.self) private var squad
  @Environment(Navigator.self) private var navigator

  var body: some View {
    PlayerDetailContent(player: shown) { field in
      navigator.show(.playerEdit(shown, field))
    }
  }

  /// The squad's copy of the player, or the tapped one if the squad no longer has it.
  private var shown: Player {
    squad.player(id: player.id) ?? player
  }
}
