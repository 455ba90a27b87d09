/// The grouped sections of Player Detail, in order (SPEC §3.3).
package enum PlayerDetailSection: Sendable, CaseIterable, Equatable {
  case personal, play, likes

  /// The header, shown in upper case.
  package var header: String {
    switch self {
    case .personal: "PERSONAL"
    case .play: "PLAY"
    case .likes: "LIKES"
    }
  }

  /// The rows of this section, in order.
  package var fields: [PlayerField] {
    switch self {
    case .personal: [.name, .age]
    case .play: [.preferredPosition, .skill]
    case .likes: [.favouriteTeam]
    }
  }
}
