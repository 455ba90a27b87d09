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
      "not at a package root: no Package.swift in \(path); run from the repository root"
    case .unknownOption(let option):
      "unknown option '\(option)'; see --help"
    case .missingValue(let option):
      "option '\(option)' needs a value; see --help"
    case .optionNeeds(let option, let other):
      "option '\(option)' only works with \(other); see --help"
    case .badConfig(let path, let reason):
      "cannot read the configuration \(path): \(reason)"
    case .unreadableFile(let path, let reason):
      "cannot read \(path): \(reason)"
    case .unreadableResult(let path, let reason, let remeasure):
      "cannot read the stored results \(path): \(reason); nothing was written. Restore it (git checkout -- \(path)), or delete it and measure again with scripts/metrics"
        + remeasure
    case .missingTool(let name):
      "\(name) not found next to swift or on PATH; install the toolchain's LLVM tools"
    case .missingProfile(let path):
      "coverage profile missing: \(path); did the tests run with coverage?"
    case .commandFailed(let command, let status, let tail):
      "command failed (exit \(status)): \(command)\n\(tail)"
    case .testsFailed(let failures):
      "tests failed, no report written:\n"
        + failures.map { failure in
          (["  ✘ \(failure.test)"] + failure.issues.map { "      \($0)" }).joined(separator: "\n")
        }.joined(separator: "\n")
    case .staleReport(let diff):
      "Metrics/ is stale; run scripts/metrics and commit the result:\n\(diff)"
    case .noPatterns:
      "no pattern source folder found; check the configuration's patterns"
    case .missingReadmeMarker(let path, let marker):
      "\(path) has no line \(marker); the generated summary goes between \(MarkedBlock.summary.start) and \(MarkedBlock.summary.end), each on its own line"
    case .patchDoesNotApply(let patch, let reason):
      "the change patch \(patch) no longer applies to the checkout; update it (git apply --reject shows where) and rerun scripts/metrics --changes:\n\(reason)"
    case .staleChanges(let diff):
      "Metrics/changes.json does not match the patches; run scripts/metrics --changes and commit the result:\n\(diff)"
    case .changesFailed(let cells):
      "some patched patterns failed:\n"
        + cells.map { "  ✘ \($0)" }.joined(separator: "\n")
    case .foreignSiteFolder(let path, let reason):
      "will not write the site into \(path): \(reason); give --site an empty or new folder (nothing there was deleted or overwritten)"
    case .staleReadme(let path, let diff):
      "a generated block of \(path) is stale; run scripts/metrics and commit the result:\n\(diff)"
    }
  }
}
