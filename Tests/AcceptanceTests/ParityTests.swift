import Testing

/// The same scenario on every architecture must show the same screens, byte for byte.
@MainActor
@Suite struct ParityTests {
  @Test(arguments: Scenario.all)
  func givenEveryArchitecture_whenTheScenarioIsPlayed_thenEveryStepShowsTheSameScreen(
    scenario: Scenario
  ) async throws {
    // Given
    var runs: [(name: String, transcript: Transcript)] = []
    // When
    for architecture in Architecture.all {
      runs.append((architecture.name, try await scenario.play(on: architecture)))
    }
    // Then: each run is compared with the first, the reference; with one architecture in the
    // table that is the run itself, so this passes trivially until a second pattern joins.
    let reference = try #require(runs.first)
    for run in runs.dropFirst() {
      if let difference = Transcript.difference(in: scenario.name, reference, run) {
        Issue.record(Comment(rawValue: difference))
      }
    }
  }
}
