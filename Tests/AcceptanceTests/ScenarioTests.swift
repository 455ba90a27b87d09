import Testing

/// Every scenario on every architecture, each checking what SPEC §3, §6 and §7 promise the user.
@MainActor
@Suite struct ScenarioTests {
  @Test(arguments: Scenario.all, Architecture.all)
  func givenAnArchitecture_whenAUserPlaysTheScenario_thenEveryPromisedOutcomeHolds(
    scenario: Scenario, architecture: Architecture
  ) async throws {
    // Given: a fresh world (see the scenario's setup)
    // When
    let transcript = try await scenario.play(on: architecture)
    // Then: the scenario checked its outcomes as it went; every step left a screen behind
    #expect(!transcript.steps.isEmpty)
  }

  @Test func givenTheCatalogue_whenCounted_thenThereAreAtLeastThirtyDistinctScenarios() {
    // Given
    let names = Scenario.all.map(\.name)
    // When
    let distinct = Set(names)
    // Then
    #expect(names.count >= 30)
    #expect(distinct.count == names.count)
  }
}
