import Foundation

/// Runs commands read line by line, printing every resulting screen: the scripted mode.
@MainActor
struct ScriptRunner {
  let session: AppSession
  /// Receives the screens and help texts.
  let output: (String) -> Void
  /// Receives the message of a failing line.
  let errors: (String) -> Void

  /// Runs `lines` until one fails, `quit`, or the end; returns the exit status (0 or 1).
  ///
  /// Each command is echoed as `> command` before the screen it leads to; blank lines and
  /// `#` comments are skipped. The end of input quits as `quit` does.
  func run(_ lines: AsyncStream<String>) async -> Int32 {
    output(session.screen())
    var index = 0
    for await line in lines {
      index += 1
      do {
        guard let command = try Command.parse(line) else { continue }
        let echo = Command.typed(line).trimmingCharacters(in: .whitespaces)
        output("\n> \(OutputText.shortened(echo, width: max(session.width - 2, 10)))")
        switch try await session.perform(command) {
        case .screen: output(session.screen())
        case .screenAndStatus: output(session.screen() + "\n" + session.status)
        case .help(let text): output(text)
        case .quit: return 0
        }
      } catch let error as CommandError {
        return fail(line: index, error.message)
      } catch let error as SessionError {
        return fail(line: index, error.message)
      } catch {
        return fail(line: index, "\(error)")
      }
    }
    session.quit()
    return 0
  }

  private func fail(line: Int, _ message: String) -> Int32 {
    session.quit()
    errors("line \(line): \(message)")
    return 1
  }
}
