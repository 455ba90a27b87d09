@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player Edit's declarative screen over its view state and presenter: each keystroke and tapped
/// option reaches the presenter, and Done saves, after which the coordinator goes back.
@MainActor
@Suite struct PlayerEditScreenTests {
  private func makeSUT(field: PlayerField) async -> (
    host: PathCoordinatorHost, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let host = PathCoordinatorHost(environment: env.environment)
    await host.start { $0.didSelectField(field, of: .completeFixture()) }
    return (host, env)
  }

  @Test func givenNameField_whenShown_thenDoneIsADisabledBarButtonBesideTheName() async throws {
    // Given, When
    let (host, _) = await makeSUT(field: .name)

    // Then
    #expect(
      host.driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerEdit.doneButton", title: "Done", isEnabled: false)))
    #expect(try host.driver.text(of: "playerEdit.textField") == "Ana")
    #expect(host.driver.title == "Name")
  }

  @Test func givenTextField_whenTypingAndTappingDone_thenPresenterGetsEachEditAndDone()
    async throws
  {
    // Given
    let (host, env) = await makeSUT(field: .name)
    try await host.driver.clearText(in: "playerEdit.textField")
    try await host.driver.type("Bea", into: "playerEdit.textField")
    let doneEnabled = try host.driver.isEnabled("playerEdit.doneButton")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(doneEnabled)
    #expect(env.players.calls.count == 1)
    #expect(host.coordinator.path.isEmpty)
  }

  @Test func givenOptions_whenAnOptionIsTapped_thenPresenterGetsItsIndex() async throws {
    // Given
    let (host, _) = await makeSUT(field: .preferredPosition)

    // When
    try await host.driver.selectRow(.init(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(host.top(PlayerEditViewState.self)?.values.selectedOption == 0)
    #expect(try host.driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenFailingUpdate_whenDoneTapped_thenTheAlertShowsAndTheScreenStays() async throws {
    // Given
    let (host, env) = await makeSUT(field: .skill)
    env.players.control.fail(.update, with: .transport)
    try await host.driver.selectRow(.init(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await host.driver.tap("playerEdit.doneButton")

    // Then
    #expect(host.driver.alert?.actions == ["OK"])
    #expect(!host.driver.isLoading)
    #expect(host.screenNames == ["playerEdit"])
  }
}
