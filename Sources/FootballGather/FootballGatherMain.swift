import Foundation

/// Starts the app: interactive on a terminal, scripted when standard input is not one.
@main
enum FootballGatherMain {
  static func main() async {
    let input: CommandLineApp.Input =
      isatty(STDIN_FILENO) == 1 ? .terminal : .lines(Terminal.standardInputLines())
    // Ctrl-C stops a running command; at the prompt it quits as `quit` does: the token goes,
    // the remembered username stays.
    let interrupt = Terminal.onInterrupt {
      guard !CommandLineApp.interrupt() else { return }
      print("")
      exit(130)
    }
    // Written straight to the file descriptors: a program reading through a pipe sees each
    // screen as soon as it is drawn, not when a buffer fills.
    let status = await CommandLineApp.run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      variables: ProcessInfo.processInfo.environment,
      home: FileManager.default.homeDirectoryForCurrentUser, input: input,
      columns: Terminal.columns(), rows: Terminal.rows(),
      output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
      errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    interrupt.cancel()
    exit(status)
  }
}
