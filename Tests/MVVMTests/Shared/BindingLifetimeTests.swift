import Domain
import Foundation
import MVVM
import TestSupport
import Testing
import ViewKit

/// The bindings go one way — controller to view model — so a popped screen is freed with its
/// view model, its observers and, on Gather, its countdown.
@MainActor
@Suite struct BindingLifetimeTests {
  @Test func givenPlayerAddWithATypedName_whenBackIsTapped_thenTheScreenIsReleased() async throws {
    // Given
    let env = TestEnvironment()
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var released: PlayerAddViewController?
    do {
      let screen = PlayerAddViewController(environment: env.environment, onPlayerCreated: {})
      released = screen
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.goBack()

    // Then
    #expect(released == nil)
  }

  @Test func givenRunningGather_whenBackIsTapped_thenTheScreenIsReleased() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let model = GatherModel(
      gatherId: GatherServiceFake.id(1),
      entries: [
        .init(team: .teamA, player: Player.squad[0]), .init(team: .teamB, player: Player.squad[1]),
      ])
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var released: GatherViewController?
    do {
      let screen = GatherViewController(
        model: model, environment: env.environment, onGatherEnded: {})
      released = screen
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Cancel")
    try await driver.goBack()

    // Then
    #expect(released == nil)
    #expect(env.clock.sleeperCount == 0)
  }
}
