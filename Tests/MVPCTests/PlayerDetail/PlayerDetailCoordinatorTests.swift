import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerDetailCoordinatorTests {
  /// Records what the coordinator passes on to the screen that started it.
  @MainActor
  private final class Updates {
    private(set) var players: [Player] = []
    func append(_ player: Player) { players.append(player) }
  }

  private func makeSUT() async -> (
    sut: PlayerDetailCoordinator, host: CoordinatorHost, updates: Updates
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let host = CoordinatorHost()
    let updates = Updates()
    let sut = PlayerDetailCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      player: .completeFixture(), didUpdate: { updates.append($0) })
    await host.start(sut)
    return (sut, host, updates)
  }

  @Test func givenAna_whenStarted_thenHerDetailIsPushed() async {
    // Given, When
    let (sut, host, _) = await makeSUT()

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(host.driver.title == "Ana")
  }

  @Test func givenDetail_whenTheAgeFieldIsSelected_thenPlayerEditIsStartedForAge() async {
    // Given
    let (sut, host, _) = await makeSUT()

    // When
    sut.didSelectField(.age, of: .completeFixture())
    await host.driver.waitUntilIdle()

    // Then
    #expect(sut.childCoordinators.first is PlayerEditCoordinator)
    #expect(host.driver.topViewController is PlayerEditViewController)
    #expect(host.driver.title == "Age")
  }

  @Test func givenPushedEdit_whenANewNameIsSaved_thenDetailShowsItAndPassesItOn() async throws {
    // Given
    let (sut, host, updates) = await makeSUT()
    sut.didSelectField(.name, of: .completeFixture())
    try await host.driver.type("Bea", into: "playerEdit.textField")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(host.driver.title == "Bea")
    #expect(updates.players.map(\.name) == ["Bea"])
    #expect(sut.childCoordinators.isEmpty)
  }

  @Test func givenPushedEdit_whenBackIsTapped_thenItsCoordinatorIsReleasedAndNothingPassedOn()
    async throws
  {
    // Given
    let (sut, host, updates) = await makeSUT()
    sut.didSelectField(.skill, of: .completeFixture())
    weak let edit = sut.childCoordinators.first
    #expect(edit != nil)

    // When
    try await host.driver.goBack()

    // Then
    #expect(edit == nil)
    #expect(updates.players.isEmpty)
  }
}
