import Domain

@testable import MVVM

/// Records where view models send the user through the app's navigation, and the view models
/// they built for the screens they show.
@MainActor
final class NavigationSpy {
  /// One navigation request, named by the screen it shows and what that screen starts from.
  enum Call: Equatable {
    case showPlayerList
    case showPlayerDetail(Player)
    case showPlayerEdit(PlayerField)
    case showPlayerAdd
    /// Confirm Players, with these names on the bench.
    case showConfirmPlayers(bench: [String])
    case showGather
    case close
    case returnTo(Route)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []
  /// The routes shown, in order, carrying the view models built for them.
  private(set) var shown: [Route] = []

  /// The navigation to hand to a view model.
  var actions: Navigation {
    Navigation(
      show: { [weak self] in self?.record($0) },
      close: { [weak self] in self?.calls.append(.close) },
      returnTo: { [weak self] in self?.calls.append(.returnTo($0)) })
  }

  private func record(_ route: Route) {
    shown.append(route)
    switch route {
    case .playerList: calls.append(.showPlayerList)
    case .playerDetail(let detail): calls.append(.showPlayerDetail(detail.player))
    case .playerEdit(let edit): calls.append(.showPlayerEdit(edit.field))
    case .playerAdd: calls.append(.showPlayerAdd)
    case .confirmPlayers(let confirm):
      calls.append(.showConfirmPlayers(bench: confirm.sections.first?.rows.map(\.name) ?? []))
    case .gather: calls.append(.showGather)
    }
  }
}
