import Foundation

/// Merges test-run profiles and reads per-file line coverage with llvm-profdata and llvm-cov.
package struct CoverageMeasurer: Sendable {
  private let context: BuildContext
  private let bundle: TestBundle
  private let directory: URL
  private let profdata: URL
  private let cov: URL

  /// Creates a measurer for the profiles in `directory` of runs of `bundle`.
  package init(context: BuildContext, bundle: TestBundle, directory: URL) throws(MetricsError) {
    (self.context, self.bundle, self.directory) = (context, bundle, directory)
    profdata = try context.tools.llvmTool("llvm-profdata")
    cov = try context.tools.llvmTool("llvm-cov")
  }

  /// Merges `profiles` into `<name>.profdata` and returns its location.
  package func merge(_ profiles: [URL], name: String) async throws(MetricsError) -> URL {
    let output = directory.appendingPathComponent(name + ".profdata")
    _ = try await context.runner.check(
      profdata, ["merge", "-sparse"] + profiles.map(\.path) + ["-o", output.path])
    guard FileManager.default.fileExists(atPath: output.path) else {
      throw .missingProfile(path: output.path)
    }
    return output
  }

  /// Line coverage of the files under `folders` by the tests that wrote `profile`.
  package func coverage(
    profile: URL, folders: [String]
  ) async throws(MetricsError) -> [String: Coverage] {
    guard FileManager.default.fileExists(atPath: profile.path) else {
      throw .missingProfile(path: profile.path)
    }
    let sources = folders.map { context.root.appendingPathComponent($0).path }
    let output = try await context.runner.check(
      cov,
      ["export", "-summary-only", "-instr-profile=" + profile.path, bundle.executable.path]
        + sources)
    return try CoverageExport.parse(Data(output.stdout.utf8), root: context.root.path)
  }
}
