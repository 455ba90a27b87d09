import Foundation
import Testing

/// The scenario of the change applied to this tree, played on every pattern patched for it.
///
/// `scripts/metrics --changes` copies this file and the change's `Scenario.swift` into a scratch
/// copy of the checkout, never into the checkout itself. `FG_CHANGE_PATTERNS` names the patched
/// targets (`MVC,MVPC`); `FG_CHANGE_SCREENS` is the change's `screens.txt`, the screens every
/// pattern must show. With `FG_RECORD_SCREENS=1` a missing file is written from the first run.
@MainActor
@Suite struct ChangeScenarioTests {
  @Test func givenThePatchedPatterns_whenTheChangeScenarioIsPlayed_thenEachShowsTheSameScreens()
    async throws
  {
    // Given
    let settings = ProcessInfo.processInfo.environment
    let targets = Set((settings["FG_CHANGE_PATTERNS"] ?? "").split(separator: ",").map(String.init))
    let patched = Architecture.all.filter { targets.contains($0.targetName) }
    try #require(!patched.isEmpty, "FG_CHANGE_PATTERNS names no pattern: \(targets.sorted())")
    let screensPath = try #require(settings["FG_CHANGE_SCREENS"], "FG_CHANGE_SCREENS is not set")
    let screensFile = URL(fileURLWithPath: screensPath)
    for architecture in patched {
      // When
      let screens = Self.text(of: try await ChangeUnderTest.scenario.play(on: architecture))
      // Then
      guard let recorded = try? String(contentsOf: screensFile, encoding: .utf8) else {
        try #require(settings["FG_RECORD_SCREENS"] == "1", "no screens recorded at \(screensPath)")
        try screens.write(to: screensFile, atomically: true, encoding: .utf8)
        continue
      }
      if let difference = Self.firstDifference(screens, recorded) {
        Issue.record("\(architecture.name) differs from the recorded screens:\n\(difference)")
      }
    }
  }

  /// Every step as `--- step N: action` followed by its screen.
  private static func text(of transcript: Transcript) -> String {
    transcript.steps.enumerated().map {
      "--- step \($0.offset + 1): \($0.element.action)\n\($0.element.screen)\n"
    }
    .joined()
  }

  /// The first step that differs, shown both ways, or nil when the texts are the same.
  private static func firstDifference(_ played: String, _ recorded: String) -> String? {
    guard played != recorded else { return nil }
    let split = { (text: String) in text.components(separatedBy: "--- step ").dropFirst() }
    let (mine, theirs) = (Array(split(played)), Array(split(recorded)))
    let index =
      zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(mine.count, theirs.count)
    let show = { (steps: [String]) in
      index < steps.count ? "--- step " + steps[index] : "(no such step)\n"
    }
    return "=== played\n" + show(mine) + "=== recorded\n" + show(theirs)
  }
}

extension Architecture {
  /// The pattern's target name (`MVPC` for MVP-C), as the change patches are named, whichever UI
  /// the entry starts: "MVP-C (declarative)" is MVPC's too, so both UIs play the change.
  fileprivate var targetName: String {
    String(name.prefix { $0 != " " }).replacingOccurrences(of: "-", with: "")
  }
}
