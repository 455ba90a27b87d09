import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player Edit's coordinator driving the declarative UI: the editor goes on the path, and a save
/// is passed on and takes it off.
@MainActor
@Suite struct PlayerEditCoordinatorDeclarativeTests {
  /// Records what the coordinator passes on to the screen that started it.
  @MainActor
  private final class Updates {
    private(set) var players: [Player] = []
    func append(_ player: Player) { players.append(player) }
  }

  private func makeSUT(field: PlayerField) async -> (
    sut: PlayerEditCoordinator, host: DeclarativeCoordinatorHost, updates: Updates
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let host = DeclarativeCoordinatorHost()
    let updates = Updates()
    let sut = PlayerEditCoordinator(
      stack: .declarative(host.path), environment: env.environment,
      player: .completeFixture(), field: field, didUpdate: { updates.append($0) })
    await host.start(sut)
    return (sut, host, updates)
  }

  @Test func givenNameField_whenStarted_thenEditIsPushedWithTheName() async throws {
    // Given, When
    let (sut, host, _) = await makeSUT(field: .name)

    // Then
    #expect(host.path.destinations.last?.viewState === sut.rootViewState)
    #expect(try host.driver.text(of: "playerEdit.textField") == "Ana")
  }

  @Test func givenEdit_whenItsPresenterReportsTheSave_thenThePlayerIsPassedOnAndEditPopped()
    async
  {
    // Given
    let (sut, host, updates) = await makeSUT(field: .age)
    var older = Player.completeFixture()
    older.age = 30

    // When
    sut.playerEdit(didUpdate: older)
    await host.driver.waitUntilIdle()

    // Then
    #expect(updates.players.map(\.age) == [30])
    #expect(host.path.destinations.isEmpty)
    #expect(host.root.childCoordinators.isEmpty)
  }
}
