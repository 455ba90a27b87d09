/// The command line of `metrics`.
package struct Options: Equatable, Sendable {
  /// Print usage and exit.
  package var help = false
  /// Compare with the committed report instead of writing one.
  package var check = false
  /// Also measure test and build times.
  package var timings = false
  /// Also run the release benchmark of UI actions at scale.
  package var bench = false
  /// Runs per timing; the median is reported.
  package var runs = 3
  /// The report folder, relative to the package root.
  package var output = "Metrics"
  /// The configuration file, relative to the package root.
  package var config = "metrics-config.json"
  /// The README whose marked summary block is rewritten, relative to the package root.
  package var readme = "README.md"
  /// No progress lines.
  package var quiet = false
  /// The coverage build is already done; do not run it again.
  package var skipBuild = false
  /// Also measure test strength: run every mutant of the patterns against their own tests.
  package var mutation = false
  /// The one pattern `--mutation` or `--changes` measures (by name or target), or every one.
  package var pattern: String?
  /// Also measure change cost: apply each change's patches to a scratch copy, build and test.
  package var changes = false
  /// The one change `--changes` runs, or every change when nil.
  package var change: String?
  /// The folder `--site` writes the static site into, relative to the package root; nil for none.
  package var site: String?
  /// With `--site`: also write the toolchain's DocC documentation of every target under `docs/`.
  package var docs = false
  /// The commit before a UI port, whose changes since `--ui-rewrite` records.
  package var uiRewrite: String?
  /// `--patch-figures FILE`: print the figures of a pattern's patch, as the change-cost table
  /// counts them, and nothing else (`scripts/exercise` compares a student's change with them).
  package var patchFigures: String?
  /// Where `--site` writes when no folder follows it.
  package static let defaultSite = ".build/site"

  /// The usage text.
  package static let usage = """
    USAGE: scripts/metrics [--check] [--timings [--runs N]] [--bench]
           [--mutation [--pattern P,...]] [--changes [--change NAME] [--pattern P,...]]
           [--output DIR] [--config FILE]
           [--site [DIR] [--docs]] [--ui-rewrite BASE[..END] [--pattern P,...]]
           [--readme FILE] [--quiet]

    Measures every pattern of metrics-config.json whose folder exists and writes the
    comparison to Metrics/: README.md, metrics.json, metrics.csv and SVG charts; it also
    rewrites the summary block of README.md between <!-- metrics:summary:start --> and
    <!-- metrics:summary:end -->. Run it from the package root. It builds once with coverage
    and runs every test once.

    OPTIONS:
      --check         Recompute the deterministic figures (lines, types, files, tests, coverage,
                      rule breaks) and the fingerprint of the measured sources, and fail with a
                      diff if the committed Metrics/ or the README's summary block differs.
                      Writes nothing; timings are not checked.
      --timings       Also time, per pattern, a clean build of its target (dependencies
                      built), an incremental build after touching one file, and its test run
                      (medians of runs). Without it, the latest committed timings are kept,
                      marked stale for a pattern whose sources or tests changed since, and a
                      pattern never timed is listed as not measured.
      --runs N        Runs per timing (default 3; fewer are for trying: the report then
                      says "one run, not comparable").
      --bench         Also build the `bench` product in release mode and run it: UI actions of
                      every pattern timed at 100, 1000 and 10000 players (a few minutes),
                      written as the "Speed at scale" section. Without it, the latest
                      committed figures are kept; --check never compares them.
      --mutation      Also measure test strength: plant each mutant of each pattern (in a scratch
                      copy outside the checkout, built once with every mutant switched off) and
                      run the pattern's own tests against it; writes Metrics/mutation.json and
                      Metrics/mutants.md. Without it, the stored results are shown, marked stale
                      for a pattern whose sources or tests changed since.
      --changes       Also measure change cost: for each change of Changes/, apply its
                      Domain.patch and every pattern's patch to a scratch copy outside the
                      checkout, build once, run each patched pattern's own tests and the
                      change's acceptance scenario; writes Metrics/changes.json and the
                      "Change cost" section. Fails if a cell fails. --check verifies, without
                      building, that every patch applies and matches the stored figures.
      --change NAME   With --changes: only this change. With --change or --pattern, runs just
                      those cells, writes nothing, and exits 0 only if they all pass.
      --pattern P     With --changes, --mutation or --ui-rewrite: only these patterns, by
                      name or target (e.g. MVP-C or MVPC), comma-separated.
      --site [DIR]    Also write the comparison as a static site (default .build/site): open
                      DIR/index.html from the file system. It reads the stored mutation,
                      change-cost, bench and timing results and runs nothing long. It never
                      deletes or overwrites a file it did not write, and refuses a non-empty
                      folder that is not a previous site. With --check, the site is written
                      only when the check passes, from the figures it checked.
      --docs          With --site: also write DocC documentation of every pattern target,
                      Domain and ViewKit under DIR/docs/<target>/, with the toolchain's docc
                      (symbol graphs extracted from the coverage build; staged in
                      .build/docs-build).
                      DocC pages need an HTTP server: python3 -m http.server -d DIR 8000.
      --ui-rewrite BASE[..END]
                      Also record what a UI port changed between BASE and END (END
                      defaults to HEAD) under each pattern's sources (or those of
                      --pattern P,Q,...): per file, its imports at both ends and its code
                      lines changed, lines moved verbatim between files apart, into
                      Metrics/ui-rewrite.json with both commit ids per pattern, and which
                      of those lines are mechanical (the rule the report states) into
                      Metrics/ui-rewrite-hunks.json; patterns not measured keep their
                      recorded port. The section "What the second UI cost" reads them with
                      each file's role (--check never needs the history).
      --patch-figures FILE
                      With --pattern P: print, as JSON, the lines FILE (a patch of P's folders,
                      relative to the package root) adds and removes, code and tests by UI tag,
                      counted as the change-cost table counts them; measures nothing else.
      --output DIR    Report folder (default Metrics).
      --config FILE   Configuration (default metrics-config.json).
      --readme FILE   README with the summary block (default README.md).
      --quiet         No progress lines on standard error.
      --skip-build    Trust that `swift build --build-tests --enable-code-coverage` is done
                      (scripts/metrics does it just before).
      -h, --help      Show this help.

    """

  /// Parses `arguments` (without the program name).
  package init(parsing arguments: [String]) throws(MetricsError) {
    var remaining = arguments[...]
    // The argument after `option`, which must be there and not be another option.
    func value(of option: String) throws(MetricsError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
        throw .missingValue(option: option)
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": help = true
      case "--check": check = true
      case "--timings": timings = true
      case "--bench": bench = true
      case "--quiet": quiet = true
      case "--skip-build": skipBuild = true
      case "--mutation": mutation = true
      case "--changes": changes = true
      case "--docs": docs = true
      case "--pattern": pattern = try value(of: argument)
      case "--change": change = try value(of: argument)
      case "--ui-rewrite": uiRewrite = try value(of: argument)
      case "--patch-figures": patchFigures = try value(of: argument)
      case "--output": output = try value(of: argument)
      case "--config": config = try value(of: argument)
      case "--readme": readme = try value(of: argument)
      case "--site":
        // The folder is optional: the next argument is taken only when it is not an option.
        let hasFolder = remaining.first?.hasPrefix("-") == false
        site = hasFolder ? remaining.removeFirst() : Self.defaultSite
      case "--runs":
        guard let number = Int(try value(of: argument)), number > 0 else {
          throw .missingValue(option: argument)
        }
        runs = number
      default: throw .unknownOption(argument)
      }
    }
    // An option that only narrows another run would otherwise be ignored without a word.
    if change != nil && !changes { throw .optionNeeds(option: "--change", other: "--changes") }
    if docs && site == nil { throw .optionNeeds(option: "--docs", other: "--site") }
    if pattern != nil && !changes && !mutation && uiRewrite == nil && patchFigures == nil {
      throw .optionNeeds(option: "--pattern", other: "--mutation, --changes or --ui-rewrite")
    }
  }
}
