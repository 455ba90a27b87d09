import Domain

@testable import VIPER

/// Records what the Player Detail presenter tells its view, in order.
@MainActor
final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case setTitle(String)
    case showSections([PlayerDetailSectionRows])
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func showSections(_ sections: [PlayerDetailSectionRows], of player: Player) {
    calls.append(.showSections(sections))
  }
}
