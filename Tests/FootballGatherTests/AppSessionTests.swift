import Domain
import Foundation
import Testing

@testable import FootballGather

/// The core of the terminal app, driven directly with commands: no terminal, no script.
@MainActor @Suite struct AppSessionTests {
  private func makeSUT(architecture: String) async throws -> AppSession {
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 1)
    try backend.seedDemo()
    let clock = ManualClock()
    let environment = try AppEnvironment.local(backend: backend, storeFolder: nil, clock: clock)
    let session = AppSession(
      architecture: try #require(Architecture.named(architecture)), environment: environment,
      width: 40, clock: clock)
    await session.start()
    return session
  }

  @Test(arguments: Architecture.all.map(\.name))
  func givenALoggedInSession_whenQuitting_thenTheTokenIsRemovedAndTheUsernameKept(
    architecture: String
  ) async throws {
    // Given
    let sut = try await makeSUT(architecture: architecture)
    for command in [Command.type(1, "demo"), .type(2, "demo"), .tap(3)] {
      _ = try await sut.perform(command)
    }
    #expect(sut.environment.credentials.token != nil)
    // When
    let outcome = try await sut.perform(.quit)
    // Then
    #expect(outcome == .quit)
    #expect(sut.environment.credentials.token == nil)
    #expect(sut.environment.credentials.username == "demo")
    #expect(sut.environment.settings.remember)
  }

  @Test(arguments: Architecture.all.map(\.name))
  func givenConfirmPlayers_whenListingHandles_thenSectionsAndRowsAreNumberedInScreenOrder(
    architecture: String
  ) async throws {
    // Given
    let sut = try await makeSUT(architecture: architecture)
    let commands: [Command] = [
      .type(1, "demo"), .type(2, "demo"), .tap(3), .tap(2), .open(3), .open(4), .tap(9),
    ]
    for command in commands { _ = try await sut.perform(command) }
    // When
    let handles = sut.handles
    // Then
    let table = "confirmPlayers.table"
    #expect(
      handles.dropFirst().dropLast() == [
        .section(table: table, 0), .row(table: table, IndexPath(row: 0, section: 0)),
        .row(table: table, IndexPath(row: 1, section: 0)), .section(table: table, 1),
        .section(table: table, 2),
      ])
    #expect(handles.first?.isBackButton == true)
  }

  @Test(arguments: Architecture.all.map(\.name))
  func givenAHandleOfTheWrongKind_whenUsed_thenTheErrorSuggestsTheRightCommand(
    architecture: String
  ) async throws {
    // Given
    let sut = try await makeSUT(architecture: architecture)
    // When / Then
    await #expect(
      throws: SessionError(message: "'up' does not work on 4, a switch; try 'toggle 4'.")
    ) {
      try await sut.perform(.stepUp(4, times: 1))
    }
    await #expect(
      throws: SessionError(message: "'move' does not work on 3, a button; try 'tap 3'.")
    ) {
      try await sut.perform(.move(3, to: 1))
    }
    await #expect(
      throws: SessionError(message: "'delete' does not work on 5, a button; try 'tap 5'.")
    ) {
      try await sut.perform(.delete(5))
    }
  }
}
