import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerEditCoordinatorTests {
  /// Records what the coordinator passes on to the screen that started it.
  @MainActor
  private final class Updates {
    private(set) var players: [Player] = []
    func append(_ player: Player) { players.append(player) }
  }

  private func makeSUT(field: PlayerField) async -> (
    sut: PlayerEditCoordinator, host: CoordinatorHost, updates: Updates
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let host = CoordinatorHost()
    let updates = Updates()
    let sut = PlayerEditCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      player: .completeFixture(), field: field, didUpdate: { updates.append($0) })
    await host.start(sut)
    return (sut, host, updates)
  }

  @Test func givenNameField_whenStarted_thenEditIsPushedWithTheName() async throws {
    // Given, When
    let (sut, host, _) = await makeSUT(field: .name)

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
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
    #expect(host.navigationController.viewControllers.count == 1)
    #expect(host.root.childCoordinators.isEmpty)
  }
}
