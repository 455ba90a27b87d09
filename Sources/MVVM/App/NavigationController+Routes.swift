import ViewKit

/// A view controller a return can find on the stack: it shows the view model of its route.
@MainActor
protocol RouteScreen: ViewController {
  /// The route whose view model the screen is bound to.
  var route: Route { get }
}

extension NavigationController {
  /// The UIKit-shaped UI's navigation: a route pushes its view controller, a return pops to it.
  var routes: Navigation {
    Navigation(
      show: { [weak self] in self?.pushViewController($0.makeViewController(), animated: true) },
      close: { [weak self] in self?.popViewController(animated: true) },
      returnTo: { [weak self] in self?.popToScreen(of: $0) })
  }

  private func popToScreen(of route: Route) {
    guard let screen = viewControllers.last(where: { ($0 as? any RouteScreen)?.route == route })
    else { return }
    popToViewController(screen, animated: true)
  }
}

extension Route {
  /// The view controller that shows this route, bound to the view model it carries.
  @MainActor
  func makeViewController() -> ViewController {
    switch self {
    case .playerList(let viewModel): PlayerListViewController(viewModel: viewModel)
    case .playerDetail(let viewModel): PlayerDetailViewController(viewModel: viewModel)
    case .playerEdit(let viewModel): PlayerEditViewController(viewModel: viewModel)
    case .playerAdd(let viewModel): PlayerAddViewController(viewModel: viewModel)
    case .confirmPlayers(let viewModel): ConfirmPlayersViewController(viewModel: viewModel)
    case .gather(let viewModel): GatherViewController(viewModel: viewModel)
    }
  }
}
