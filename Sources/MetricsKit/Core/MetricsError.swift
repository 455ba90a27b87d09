/// Every way a metrics run can fail, each with a message fit for the terminal.
package enum MetricsError: Error, Equatable, CustomStringConvertible {
  /// The working directory has no Package.swift.
  case notAtPackageRoot(path: String)
  /// An argument the tool does not know.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// An option that only makes sense with another one, given without it.
  case optionNeeds(option: String, other: String)
  /// The configuration file is not valid.
  case badConfig(path: String, reason: String)
  /// A file could not be read.
  case unreadableFile(path: String, reason: String)
  /// A stored result under `Metrics/` is there but cannot be read; the run wrote nothing.
  case unreadableResult(path: String, reason: String, remeasure: String)
  /// A needed tool (llvm-cov, llvm-profdata) is not installed.
  case missingTool(String)
  /// The coverage profile of a test run is missing.
  case missingProfile(path: String)
  /// A subprocess exited with a failure.
  case commandFailed(command: String, status: Int32, stderrTail: String)
  /// Some tests failed; their names and what each reported.
  case testsFailed([TestFailure])
  /// `--check` found the committed report out of date.
  case staleReport(diff: String)
  /// None of the configured pattern folders exists.
  case noPatterns
  /// The README lacks a marker of the generated block.
  case missingReadmeMarker(path: String, marker: String)
  /// `--check` found the README's generated block out of date.
  case staleReadme(path: String, diff: String)
  /// A change patch no longer applies to the checkout.
  case patchDoesNotApply(patch: String, reason: String)
  /// `--check` found the stored change-cost figures differing from the patches.
  case staleChanges(diff: String)
  /// Some change × pattern cells did not build or pass.
  case changesFailed([String])
  /// `--site DIR` names a folder the site would overwrite files of someone else in.
  case foreignSiteFolder(path: String, reason: String)

  /// The message shown to the user.
  package var description: String {
    switch self {
    case .notAtPackageRoot(let path):
      return "not at a package root: no Package.swift in \(path); run from the repository root"
    case .unknownOption(let option):
      return "unknown option '\(option)'; see --help"
    case .missingValue(let option):
      return "option '\(option)' needs a value; see --help"
    case .optionNeeds(let option, let other):
      return "option '\(option)' only works with \(other); see --help"
    case .badConfig(let path, let reason):
      return "cannot read the configuration \(path): \(reason)"
    case .unreadableFile(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .unreadableResult(let path, let reason, let remeasure):
      return
        "cannot read the stored results \(path): \(reason); nothing was written. Restore it (git checkout -- \(path)), or delete it and measure again with scripts/metrics"
        + remeasure
    case .missingTool(let name):
      return "\(name) not found next to swift or on PATH; install the toolchain's LLVM tools"
    case .missingProfile(let path):
      return "coverage profile missing: \(path); did the tests run with coverage?"
    case .commandFailed(let command, let status, let tail):
      return "command failed (exit \(status)): \(command)\n\(tail)"
    case .testsFailed(let failures):
      return "tests failed, no report written:\n"
        + failures.map { failure in
          (["  ✘ \(failure.test)"] + failure.issues.map { "      \($0)" }).joined(separator: "\n")
        }.joined(separator: "\n")
    case .staleReport(let diff):
      return "Metrics/ is stale; run scripts/metrics and commit the result:\n\(diff)"
    case .noPatterns:
      return "no pattern source folder found; check the configuration's patterns"
    case .missingReadmeMarker(let path, let marker):
      return
        "\(path) has no line \(marker); the generated summary goes between \(MarkedBlock.summary.start) and \(MarkedBlock.summary.end), each on its own line"
    case .patchDoesNotApply(let patch, let reason):
      return
        "the change patch \(patch) no longer applies to the checkout; update it (git apply --reject shows where) and rerun scripts/metrics --changes:\n\(reason)"
    case .staleChanges(let diff):
      return
        "Metrics/changes.json does not match the patches; run scripts/metrics --changes and commit the result:\n\(diff)"
    case .changesFailed(let cells):
      return "some patched patterns failed:\n"
        + cells.map { "  ✘ \($0)" }.joined(separator: "\n")
    case .foreignSiteFolder(let path, let reason):
      return
        "will not write the site into \(path): \(reason); give --site an empty or new folder (nothing there was deleted or overwritten)"
    case .staleReadme(let path, let diff):
      return
        "the summary block of \(path) is stale; run scripts/metrics and commit the result:\n\(diff)"
    }
  }
}
