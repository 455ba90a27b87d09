@testable import MVC

/// Records what Player Add tells the screen that opened it.
@MainActor
final class PlayerAddViewControllerDelegateSpy: PlayerAddViewControllerDelegate {
  /// One report from Player Add.
  enum Call: Equatable {
    case didCreatePlayer
  }

  /// Every report, in order.
  private(set) var calls: [Call] = []
  /// Whether Player Add was still on top of the stack when it reported, for each report.
  private(set) var wasOnTopWhenTold: [Bool] = []

  func playerAddViewControllerDidCreatePlayer(_ controller: PlayerAddViewController) async {
    calls.append(.didCreatePlayer)
    wasOnTopWhenTold.append(controller.navigationController?.topViewController === controller)
  }
}
