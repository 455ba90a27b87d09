@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player Add's declarative screen over its view state and presenter: the typed name reaches the
/// presenter, and Done creates, after which the coordinator goes back.
@MainActor
@Suite struct PlayerAddScreenTests {
  private func makeSUT() async -> (host: PathCoordinatorHost, env: TestEnvironment) {
    let env = TestEnvironment()
    let host = PathCoordinatorHost(environment: env.environment)
    await host.start { $0.didTapAddPlayer() }
    return (host, env)
  }

  @Test func givenNewScreen_whenShown_thenTitleAndADisabledDoneInTheBar() async {
    // Given, When
    let (host, _) = await makeSUT()

    // Then
    #expect(host.driver.title == "Add Player")
    #expect(
      host.driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerAdd.doneButton", title: "Done", isEnabled: false)))
  }

  @Test func givenEmptyName_whenTypingAndTappingDone_thenPresenterGetsEachEditAndTheName()
    async throws
  {
    // Given
    let (host, env) = await makeSUT()
    try await host.driver.type("Eva", into: "playerAdd.name")

    // When
    try await host.driver.tap("playerAdd.doneButton")

    // Then
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eva"))])
    #expect(host.coordinator.path.isEmpty)
  }

  @Test func givenFailingCreate_whenDoneTapped_thenTheAlertShowsAndTheScreenStays() async throws {
    // Given
    let (host, env) = await makeSUT()
    env.players.control.fail(.create, with: .transport)
    try await host.driver.type("Eva", into: "playerAdd.name")

    // When
    try await host.driver.tap("playerAdd.doneButton")

    // Then
    #expect(host.driver.alert?.actions == ["OK"])
    #expect(host.screenNames == ["playerAdd"])
  }
}
