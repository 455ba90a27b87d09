import Testing

/// The differential random walk: the same seeded walk on every architecture.
@MainActor
@Suite struct RandomWalkTests {
  @Test(arguments: WalkSettings.current.seeds)
  func givenASeed_whenEveryArchitectureWalksIt_thenScreensMatchAndTheListMatchesTheBackend(
    seed: UInt64
  ) async throws {
    // Given
    let settings = WalkSettings.current
    var runs: [(name: String, transcript: Transcript)] = []
    // When
    for architecture in settings.walkers(of: seed, among: Architecture.all) {
      let outcome = try await RandomWalk(seed: seed, steps: settings.steps).run(on: architecture)
      // Then: no driver error but refusals, and the list always agrees with the backend
      if let problem = outcome.problem {
        Issue.record(
          Comment(
            rawValue: "Walk with seed \(seed) on \(architecture.name) failed \(problem)\n"
              + "Replay: \(settings.replay(seed))\nLast screens:\n" + outcome.transcript.tail(3)))
      }
      runs.append((architecture.name, outcome.transcript))
    }
    // Then: every architecture made the same choices and saw the same screens as the first;
    // with one architecture in the table this compares that run with itself.
    let reference = try #require(runs.first)
    for run in runs.dropFirst() {
      if let difference = Transcript.difference(
        in: "Walk with seed \(seed)", reference, run, context: 2)
      {
        Issue.record(Comment(rawValue: difference + "\nReplay: \(settings.replay(seed))"))
      }
    }
  }

  @Test func givenOneSeed_whenWalkedTwice_thenBothTranscriptsAreIdentical() async throws {
    // Given
    let architecture = try #require(Architecture.all.first)
    let walk = RandomWalk(seed: 7, steps: 200)
    // When
    let first = try await walk.run(on: architecture)
    let second = try await walk.run(on: architecture)
    // Then: the walk itself is deterministic, so a difference between patterns is theirs
    #expect(first.transcript.steps.count > 200)
    #expect(first.transcript.firstDifference(from: second.transcript) == nil)
  }

  @Test func givenTheEnvironment_whenWalkSettingsAreRead_thenTheyAreValid() {
    // Given
    let environment = ["ACCEPTANCE_WALK_SEEDS": "3...5", "ACCEPTANCE_WALK_STEPS": "40"]
    // When
    let settings = WalkSettings(environment: environment)
    let wrong = WalkSettings(environment: ["ACCEPTANCE_WALK_SEEDS": "many"])
    // Then
    #expect(settings.seeds == [3, 4, 5])
    #expect(settings.steps == 40)
    #expect(WalkSettings(environment: [:]).seeds == Array(1...20))
    #expect(WalkSettings(environment: ["ACCEPTANCE_WALK_SEEDS": "100"]).seeds.count == 100)
    #expect(wrong.problems.count == 1)
    #expect(WalkSettings.current.problems == [])
  }

  @Test func givenTheDefaultSeeds_whenSpreadOverThePairs_thenTheFirstWalksEachAndEveryOtherHalf() {
    // Given
    let settings = WalkSettings(environment: [:])
    let every = WalkSettings(environment: ["ACCEPTANCE_WALK_EVERY_PAIR": "1"])
    let pairs = Architecture.all
    // When
    let walks = settings.seeds.map { settings.walkers(of: $0, among: pairs).map(\.name) }
    // Then
    for (index, pair) in pairs.enumerated() {
      let seeds = walks.filter { $0.contains(pair.name) }.count
      #expect(seeds == (index == 0 ? 20 : 10), "\(pair.name) walks \(seeds) seeds")
    }
    #expect(every.walkers(of: 1, among: pairs).count == pairs.count)
  }
}
