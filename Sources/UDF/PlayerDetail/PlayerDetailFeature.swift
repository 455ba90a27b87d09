import Domain

/// Player Detail (SPEC §3.3) as one state value and a reducer: the player; a tapped row asks the
/// root for Player Edit, and the root sets a saved edit in this state.
struct PlayerDetailFeature: Reducer {
  /// What Player Detail shows.
  struct State: Equatable, Sendable {
    /// The player, as last saved; the title follows it.
    @ComparedByContents var player: Player

    /// `PERSONAL`, `PLAY`, `LIKES`.
    var sections: [PlayerDetailSection] { PlayerDetailSection.allCases }

    /// The field of row `row` in section `section`, if there is one.
    func field(section: Int, row: Int) -> PlayerField? {
      PlayerDetailSection.field(atRow: row, inSection: section)
    }
  }

  /// What happens on Player Detail.
  enum Action: Equatable, Sendable {
    /// A field's row was tapped: edit that field.
    case fieldTapped(PlayerField)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// Show Player Edit for `field` of `player`.
      case editField(Player, PlayerField)
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fieldTapped(let field):
      return .send(.delegate(.editField(state.player, field)))
    case .delegate:
      return .none
    }
  }
}
