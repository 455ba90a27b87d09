import Testing

@testable import MetricsKit

@Suite struct NoiseTests {
  private static func result(
    _ pattern: String, _ players: Int, _ median: Double, rounds: [Double]
  ) -> BenchRun.Result {
    BenchRun.Result(
      pattern: pattern, players: players, action: "select player", medianMs: median,
      p95Ms: median, cells: 1, roundMediansMs: rounds)
  }

  private static func run(_ results: [BenchRun.Result]) -> BenchRun {
    BenchRun(
      date: "d", commit: "c", machine: "m", fingerprint: "f", runs: 40, results: results,
      peakMemoryMB: [:])
  }

  @Test func givenOverlappingSpreads_whenCompared_thenTheGapIsWithinNoise() {
    // Given
    let slow = NoisyTime(median: 0.06, roundMedians: [0.04, 0.06, 0.08])
    let fast = NoisyTime(median: 0.03, roundMedians: [0.02, 0.03, 0.05])
    // When
    let apart = slow.isApart(from: fast)
    // Then
    #expect(!apart)
  }

  @Test func givenSeparateSpreads_whenCompared_thenTheRatioIsAFinding() {
    // Given
    let slow = NoisyTime(median: 0.9, roundMedians: [0.8, 0.9, 1.0])
    let fast = NoisyTime(median: 0.3, roundMedians: [0.25, 0.3, 0.35])
    // When
    let apart = slow.isApart(from: fast)
    // Then
    #expect(apart)
    #expect(slow.median / fast.median == 3)
  }

  @Test func givenTheLargestGapWithinNoise_whenTheWidestGapIsNamed_thenTheLargestOutsideIsPicked() {
    // Given: VIP's 10× gap over MVC overlaps in its rounds; MVP's 2× over MVC does not
    let run = Self.run([
      Self.result("MVC", 10_000, 0.1, rounds: [0.09, 0.1, 0.11]),
      Self.result("MVP", 10_000, 0.2, rounds: [0.19, 0.2, 0.21]),
      Self.result("VIP", 10_000, 1.0, rounds: [0.1, 1.0, 2.0]),
    ])
    // When
    let sentence = SpeedRenderer.widestGap(run, SpeedSubjects(run: run, names: [:]))
    // Then
    #expect(
      sentence
        == "At 10000 players the widest gap outside the noise is on \"select player\": MVP takes "
        + "2.0× the median time of MVC.")
  }

  @Test func givenAGrowthWithinNoise_whenTheSpeedDetailsAreRendered_thenItSaysSo() {
    // Given: MVVM's median halves from 1,000 to 10,000, but the rounds overlap
    let run = Self.run([
      Self.result("MVVM", 1_000, 0.031, rounds: [0.017, 0.031, 0.033]),
      Self.result("MVVM", 10_000, 0.017, rounds: [0.016, 0.017, 0.030]),
    ])
    // When
    let text = SpeedRenderer.section(run)
    // Then
    #expect(text.contains("| select player | within noise |"))
    #expect(!text.contains("0.55×"))
  }
}
