import Foundation

/// The interactive mode: draws the screen on a terminal, reads commands as they are typed, and
/// updates the lines that change on their own (the Gather timer) once a second.
@MainActor
final class Terminal {
  private let session: AppSession
  private let greeting: String
  private var shownLines: [String] = []
  private var busy = false
  /// The command being carried out, so that Ctrl-C can stop it.
  private var running: Task<AppSession.Outcome, any Error>?

  /// Runs `session`, showing `greeting` under the first screen.
  init(session: AppSession, greeting: String) {
    self.session = session
    self.greeting = greeting
  }

  /// Runs until `quit`, the end of input (Ctrl-D) or Ctrl-C; returns the exit status.
  func run() async -> Int32 {
    draw(message: greeting)
    let refresher = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        self?.refreshChangedLines()
      }
    }
    defer { refresher.cancel() }
    for await line in Self.standardInputLines() {
      busy = true
      defer { busy = false }
      do {
        guard let command = try Command.parse(line) else {
          draw(message: nil)
          continue
        }
        let session = session
        let task = Task { @MainActor in try await session.perform(command) }
        running = task
        defer { running = nil }
        switch try await task.value {
        case .screen: draw(message: nil)
        case .screenAndStatus: draw(message: session.status)
        case .help(let text): drawAlone(text)
        case .quit: return 0
        }
      } catch let error as CommandError {
        draw(message: error.message)
      } catch let error as SessionError {
        draw(message: error.message)
      } catch {
        draw(message: "\(error)")
      }
    }
    session.quit()
    write("\n")
    return 0
  }

  /// Stops the running command, if any; returns whether there was one.
  func interruptRunningCommand() -> Bool {
    guard let running else { return false }
    running.cancel()
    return true
  }

  private func draw(message: String?) {
    let screen = session.screen()
    shownLines = screen.components(separatedBy: "\n")
    var text = "\u{1B}[H\u{1B}[2J" + screen + "\n\n"
    if let message {
      // Wrapped here, between words: the terminal would cut a long error mid-word.
      text += OutputText.fitted(OutputText.safe(message), width: session.width) + "\n"
    }
    write(text + prompt)
  }

  /// The prompt names the architecture, so whoever watches knows what runs: `MVP-C> `; and the
  /// UI when it is not the pattern's first: `MVVM/declarative> `.
  private var prompt: String {
    let ui = session.ui == session.architecture.firstUI ? "" : "/" + session.ui.rawValue
    return session.architecture.label + ui + "> "
  }

  /// Draws `text` in place of the screen (help is long), until the next command draws it again.
  private func drawAlone(_ text: String) {
    shownLines = []
    let hint = "('show' draws the screen again.)"
    write("\u{1B}[H\u{1B}[2J" + text + "\n" + hint + "\n\n" + prompt)
  }

  /// Rewrites, in place, the screen lines that changed since they were drawn, keeping the
  /// cursor (and what the user is typing) where it is.
  private func refreshChangedLines() {
    guard !busy else { return }
    let lines = session.screen().components(separatedBy: "\n")
    guard lines.count == shownLines.count, lines != shownLines else { return }
    var text = "\u{1B}7"
    for index in lines.indices where lines[index] != shownLines[index] {
      text += "\u{1B}[\(index + 1);1H\u{1B}[2K" + lines[index]
    }
    write(text + "\u{1B}8")
    shownLines = lines
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// The lines of standard input, read on a thread of their own so the main actor stays free.
  static func standardInputLines() -> AsyncStream<String> {
    AsyncStream { continuation in
      let reader = Thread {
        while let line = readLine() { continuation.yield(line) }
        continuation.finish()
      }
      reader.start()
    }
  }

  /// The width of the terminal on standard output, or `nil` when it is not a terminal.
  static func columns() -> Int? {
    size().map { Int($0.ws_col) }.flatMap { $0 > 0 ? $0 : nil }
  }

  /// The height of the terminal on standard output, or `nil` when it is not a terminal.
  static func rows() -> Int? {
    size().map { Int($0.ws_row) }.flatMap { $0 > 0 ? $0 : nil }
  }

  private static func size() -> winsize? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return size
  }

  /// Calls `handler` on the main actor when the user presses Ctrl-C.
  static func onInterrupt(_ handler: @escaping @MainActor () -> Void) -> any DispatchSourceSignal {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    source.setEventHandler { MainActor.assumeIsolated { handler() } }
    source.resume()
    return source
  }
}
