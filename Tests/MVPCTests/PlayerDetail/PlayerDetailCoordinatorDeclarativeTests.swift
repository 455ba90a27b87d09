import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player Detail's coordinator driving the declarative UI: Player Edit goes on the path, and a
/// saved edit comes back to the detail and on.
@MainActor
@Suite struct PlayerDetailCoordinatorDeclarativeTests {
  /// Records what the coordinator passes on to the screen that started it.
  @MainActor
  private final class Updates {
    private(set) var players: [Player] = []
    func append(_ player: Player) { players.append(player) }
  }

  private func makeSUT() async -> (
    sut: PlayerDetailCoordinator, host: DeclarativeCoordinatorHost, updates: Updates
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let host = DeclarativeCoordinatorHost()
    let updates = Updates()
    let sut = PlayerDetailCoordinator(
      stack: .declarative(host.path), environment: env.environment,
      player: .completeFixture(), didUpdate: { updates.append($0) })
    await host.start(sut)
    return (sut, host, updates)
  }

  @Test func givenAna_whenStarted_thenHerDetailIsPushed() async {
    // Given, When
    let (sut, host, _) = await makeSUT()

    // Then
    #expect(host.path.destinations.last?.viewState === sut.rootViewState)
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
    #expect(host.screenNames == ["playerDetail", "playerEdit"])
    #expect(host.driver.title == "Age")
  }

  @Test func givenPushedEdit_whenANewNameIsSaved_thenDetailShowsItAndPassesItOn() async throws {
    // Given
    let (sut, host, updates) = await makeSUT()
    sut.didSelectField(.name, of: .completeFixture())
    await host.driver.waitUntilIdle()
    try await host.driver.clearText(in: "playerEdit.textField")
    try await host.driver.type("Bea", into: "playerEdit.textField")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(host.screenNames == ["playerDetail"])
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
    await host.driver.waitUntilIdle()
    weak let edit = sut.childCoordinators.first
    #expect(edit != nil)

    // When
    try await host.driver.goBack()

    // Then
    #expect(edit == nil)
    #expect(updates.players.isEmpty)
  }
}
