import Foundation

/// Starts the app: interactive on a terminal, scripted when standard input is not one.
@main
enum FootballGatherMain {
  static func main() async {
    let input: CommandLineApp.Input =
      isatty(STDIN_FILENO) == 1 ? .terminal : .lines(Terminal.standardInputLines())
    // Ctrl-C quits as `quit` does: the token goes, the remembered username stays.
    let interrupt = Terminal.onInterrupt {
      CommandLineApp.interrupt()
      print("")
      exit(130)
    }
    let status = await CommandLineApp.run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      variables: ProcessInfo.processInfo.environment,
      home: FileManager.default.homeDirectoryForCurrentUser, input: input,
      output: { print($0) },
      errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    interrupt.cancel()
    exit(status)
  }
}
