import Foundation

/// Times UI actions of every pattern at several squad sizes; see `BenchOptions.helpText`.
@main
enum BenchMain {
  static func main() async {
    do {
      let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
      guard !options.help else { return print(BenchOptions.helpText) }
      #if DEBUG
        FileHandle.standardError.write(
          Data("bench: a debug build; time with 'swift run -c release bench'.\n".utf8))
      #endif
      let report = try await BenchRunner(options: options).run()
      print(options.json ? try report.json() : BenchTable(report: report, options: options).text)
    } catch {
      FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
      exit(1)
    }
  }
}
