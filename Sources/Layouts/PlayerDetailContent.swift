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
  private let onSelectField: (@MainActor (PlayerField) -> Void)?
  private let link: (@MainActor (PlayerField) -> AnyHashable)?

  /// Creates the screen of `player`, calling `onSelectField` with a tapped row's field.
  package init(player: Player, onSelectField: @escaping @MainActor (PlayerField) -> Void) {
    self.player = player
    self.onSelectField = onSelectField
    link = nil
  }

  /// Creates the screen of `player` whose rows are `NavigationLink`s to the path value `link`
  /// gives for their field, as an app whose screens navigate themselves writes them.
  package init<Value: Hashable>(
    player: Player, link: @escaping @MainActor (PlayerField) -> Value
  ) {
    self.player = player
    onSelectField = nil
    self.link = { AnyHashable(link($0)) }
  }

  /// The grouped table of fields, titled with the player's name.
  package var body: some View {
    List {
      ForEach(PlayerDetailSection.allCases, id: \.self) { section in
        Section(section.header) {
          ForEach(section.fields, id: \.self) { field in fieldRow(field) }
        }
      }
    }
    .accessibilityIdentifier("playerDetail.table")
    .navigationTitle(player.name)
  }

  /// A field's row, or a link whose label is that row.
  @ViewBuilder
  private func fieldRow(_ field: PlayerField) -> some View {
    if let link {
      NavigationLink(value: link(field)) { row(field) }
    } else {
      row(field)
    }
  }

  /// A field's title and value; a tappable row ends with a chevron, as a link's does.
  @ViewBuilder
  private func row(_ field: PlayerField) -> some View {
    let value = LabeledContent(field.title, value: field.value(of: player))
    if let onSelectField {
      Button {
        onSelectField(field)
      } label: {
        HStack {
          value
          Image(systemName: "chevron.right")
        }
      }
    } else {
      value
    }
  }
}
