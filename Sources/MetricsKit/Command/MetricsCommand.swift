import Foundation

/// The `metrics` command: measure, then write the report or check the committed one.
package enum MetricsCommand {
  /// Runs with `arguments` (without the program name) in `directory`; returns the exit code.
  package static func main(arguments: [String], directory: URL) async -> Int32 {
    do {
      let options = try Options(parsing: arguments)
      if options.help {
        print(Options.usage, terminator: "")
        return 0
      }
      try await run(options, directory: directory)
      return 0
    } catch {
      FileHandle.standardError.write(Data("metrics: error: \(error.description)\n".utf8))
      return exitCode(for: error)
    }
  }

  private static func exitCode(for error: MetricsError) -> Int32 {
    switch error {
    case .unknownOption, .missingValue: return 2
    default: return 1
    }
  }

  private static func run(_ options: Options, directory: URL) async throws(MetricsError) {
    let progress = Progress(quiet: options.quiet)
    let context = try BuildContext(root: directory, progress: progress)
    let config = try MetricsConfig.load(from: resolve(options.config, in: context.root))
    let measurement = Measurement(context: context, config: config)
    let (figures, runs, bundle) = try await measurement.figures(build: !options.skipBuild)
    let output = resolve(options.output, in: context.root)
    if options.check {
      try check(figures, against: output.appendingPathComponent("metrics.json"))
      progress.log("\(options.output)/ is up to date")
      return
    }
    var timings: [Timing]?
    if options.timings {
      timings = try await TimingMeasurer(context: context, runs: options.runs).measure(
        patterns: measurement.patterns, groups: runs.map(\.group), bundle: bundle)
    }
    let header = await HeaderReader(context: context).header()
    try ReportWriter.write(Report(header: header, figures: figures, timings: timings), to: output)
    progress.log("wrote \(options.output)/ (README.md, metrics.json, metrics.csv, 2 charts)")
  }

  private static func check(_ figures: Report.Figures, against file: URL) throws(MetricsError) {
    guard let committed = try? Data(contentsOf: file) else {
      throw .staleReport(diff: "no report at \(file.path)")
    }
    let current = try ReportJSON.encode(["figures": figures])
    let lines = FigureDiff.diff(committed: committed, current: current)
    guard lines.isEmpty else {
      throw .staleReport(diff: "(committed → current)\n" + lines.joined(separator: "\n"))
    }
  }

  /// A path from the command line: absolute as given, otherwise relative to the package root.
  package static func resolve(_ path: String, in root: URL) -> URL {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}
