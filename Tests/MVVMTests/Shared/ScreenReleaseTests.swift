import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// A popped screen is freed with the view model it created and, on Gather, its countdown: the controller
/// observes its view model, and nothing the view model holds points back at the screen.
@MainActor
@Suite struct ScreenReleaseTests {
  @Test func givenPlayerAddWithATypedName_whenBackIsTapped_thenScreenAndViewModelAreReleased()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var releasedScreen: PlayerAddViewController?
    weak var releasedViewModel: PlayerAddViewModel?
    do {
      let screen = PlayerAddViewController(
        playerService: env.players, actions: .init(playerCreated: {}, close: {}))
      releasedScreen = screen
      releasedViewModel = screen.ownViewModel()
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.goBack()

    // Then
    #expect(releasedScreen == nil)
    #expect(releasedViewModel == nil)
  }

  @Test func givenRunningGather_whenBackIsTapped_thenScreenAndViewModelAreReleased() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let model = GatherModel.fixture()
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var releasedScreen: GatherViewController?
    weak var releasedViewModel: GatherViewModel?
    do {
      let screen = GatherViewController(
        model: model, gatherService: env.gathers, clock: env.clock,
        actions: .init(gatherEnded: {}))
      releasedScreen = screen
      releasedViewModel = screen.ownViewModel()
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Cancel")
    try await driver.goBack()

    // Then
    #expect(releasedScreen == nil)
    #expect(releasedViewModel == nil)
    #expect(env.clock.sleeperCount == 0)
  }
}

extension ViewController {
  /// The view model this controller created, read the way a debugger would: it is private.
  fileprivate func ownViewModel<ViewModel>() -> ViewModel? {
    Mirror(reflecting: self).descendant("viewModel") as? ViewModel
  }
}
