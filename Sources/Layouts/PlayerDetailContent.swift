import DeclarativeKit
import Domain

/// The declarative Player Detail (SPEC §3.3), `PlayerDetailLayout`'s table with the same
/// identifier: one section per group of fields, one title/value row per field.
package struct PlayerDetailContent: View {
  /// What Player Detail shows: the player.
  package struct Values: Equatable, Sendable {
    /// The player whose fields are shown; its name is the title.
    package var player: Player

    /// Creates the values showing `player`.
    package init(player: Player) {
      self.player = player
    }

    /// Compares every field of the player, not only its id, so a view state sees a rename.
    package static func == (lhs: Values, rhs: Values) -> Bool {
      lhs.player.hasSameContents(as: rhs.player)
    }
  }

  private let player: Player
  private let onSelectField: @MainActor (PlayerField) async -> Void

  /// Creates the screen of `player`, calling `onSelectField` with a tapped row's field.
  package init(player: Player, onSelectField: @escaping @MainActor (PlayerField) async -> Void) {
    self.player = player
    self.onSelectField = onSelectField
  }

  /// The grouped table of fields, titled with the player's name.
  package var body: some View {
    List {
      ForEach(PlayerDetailSection.allCases, id: \.self) { section in
        Section(section.header) {
          ForEach(section.fields, id: \.self) { field in
            ListRow(
              field.title, detail: field.value(of: player), style: .value1,
              accessory: .disclosureIndicator
            ) { await onSelectField(field) }
          }
        }
      }
    }
    .accessibilityIdentifier("playerDetail.table")
    .navigationTitle(player.name)
  }
}
