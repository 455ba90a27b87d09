import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerAddCoordinatorTests {
  /// Counts what the coordinator passes on to the screen that started it.
  @MainActor
  private final class Creations {
    private(set) var count = 0
    func record() { count += 1 }
  }

  private func makeSUT() async -> (
    sut: PlayerAddCoordinator, host: CoordinatorHost, creations: Creations
  ) {
    let env = TestEnvironment()
    let host = CoordinatorHost()
    let creations = Creations()
    let sut = PlayerAddCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      didCreatePlayer: { creations.record() })
    await host.start(sut)
    return (sut, host, creations)
  }

  @Test func givenStack_whenStarted_thenPlayerAddIsPushed() async {
    // Given, When
    let (sut, host, _) = await makeSUT()

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(host.driver.title == "Add Player")
  }

  @Test func givenTypedName_whenDoneTapped_thenTheCreationIsPassedOnAndAddIsPoppedAndRemoved()
    async throws
  {
    // Given
    let (_, host, creations) = await makeSUT()
    try await host.driver.type("Eva", into: "playerAdd.name")

    // When
    try await host.driver.tap("playerAdd.doneButton")

    // Then
    #expect(creations.count == 1)
    #expect(host.navigationController.viewControllers.count == 1)
    #expect(host.root.childCoordinators.isEmpty)
  }
}
