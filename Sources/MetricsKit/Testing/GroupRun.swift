import Foundation

/// One run of a test group: its outcome, the raw profiles it wrote, and its duration.
package struct GroupRun: Sendable {
  /// The group that ran.
  package let group: TestGroup
  /// Which tests passed and failed.
  package let outcome: TestOutcome
  /// The `.profraw` files written by the run.
  package let profiles: [URL]
  /// Wall-clock seconds of the run.
  package let seconds: Double

  /// Runs `group` from `bundle`, writing its profiles into `directory`.
  package static func run(
    _ group: TestGroup, bundle: TestBundle, directory: URL, context: BuildContext
  ) async throws(MetricsError) -> GroupRun {
    let start = ContinuousClock.now
    let prefix = directory.appendingPathComponent(group.name).path
    var outcome = TestOutcome()
    if group.hasSwiftTesting {
      let xunit = URL(fileURLWithPath: prefix + "-xunit.xml")
      // The event stream says where each issue was recorded, which the XML leaves out.
      let events = URL(fileURLWithPath: prefix + "-events.jsonl")
      let output = try await context.runner.run(
        bundle.swiftTesting([
          "--filter", group.swiftTestingFilter, "--xunit-output", xunit.path,
          "--event-stream-output-path", events.path, "--event-stream-version", "0",
        ]),
        environment: ["LLVM_PROFILE_FILE": prefix + "-st-%p.profraw"])
      guard let xml = try? String(contentsOf: xunit, encoding: .utf8) else {
        throw .commandFailed(
          command: bundle.url.path + " --testing-library swift-testing", status: output.status,
          stderrTail: output.tail())
      }
      var swiftTesting = TestOutcome.parsingXUnit(xml)
      if let stream = try? String(contentsOf: events, encoding: .utf8) {
        swiftTesting.addIssues(fromEventStream: stream, root: context.root.path)
      }
      outcome = outcome + swiftTesting
    }
    if let selector = group.xcTestSelector {
      let output = try await context.runner.run(
        bundle.xcTest(selector: selector),
        environment: ["LLVM_PROFILE_FILE": prefix + "-xc-%p.profraw"])
      var modules: [String: String] = [:]
      for entry in group.entries where !entry.isSwiftTesting {
        modules[String(entry.suite.dropFirst(entry.module.count + 1))] = entry.module
      }
      outcome = outcome + TestOutcome.parsingXCTest(output.stdout, modules: modules)
    }
    return GroupRun(
      group: group, outcome: outcome, profiles: profiles(in: directory, group: group.name),
      seconds: (ContinuousClock.now - start).seconds)
  }

  /// The `.profraw` files in `directory` that the run of `group` wrote.
  static func profiles(in directory: URL, group: String) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    // By the run's own prefixes, so that group "MVP" does not take "MVP-C"'s profiles.
    let prefixes = [group + "-st-", group + "-xc-"]
    return names.filter { name in
      prefixes.contains { name.hasPrefix($0) } && name.hasSuffix(".profraw")
    }.sorted()
      .map { directory.appendingPathComponent($0) }
  }
}
