/// What a finished subprocess left behind.
package struct CommandOutput: Sendable {
  /// The exit status.
  package let status: Int32
  /// Everything written to standard output.
  package let stdout: String
  /// Everything written to standard error.
  package let stderr: String

  /// The last lines of standard error (or output, if error is empty), for error messages.
  package func tail(lines count: Int = 15) -> String {
    let text = stderr.isEmpty ? stdout : stderr
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .suffix(count).joined(separator: "\n")
  }
}
