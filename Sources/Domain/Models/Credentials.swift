/// What the user types on Login: a username and a plain password.
///
/// The password is only ever kept in memory; services hash it before it leaves the process.
package struct Credentials: Sendable, Equatable {
  package let username: String
  package let password: String

  /// Creates credentials from the two fields.
  package init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  /// Whether both fields have text (SPEC §3.1 ).
  package var isComplete: Bool { !username.isEmpty && !password.isEmpty }

  /// Throws `missingCredentials` unless both fields have text.
  package func validate() throws(ServiceError) {
    guard isComplete else { throw .missingCredentials }
  }
}

extension Credentials: CustomStringConvertible {
  /// Never shows the password, so logging credentials cannot leak it.
  package var description: String { "Credentials(username: \(username), password: <redacted>)" }
}

extension Credentials: CustomReflectable {
  /// Hides the password from `dump` and debuggers too, which read the mirror, not `description`.
  package var customMirror: Mirror {
    Mirror(self, children: ["username": username, "password": "<redacted>"])
  }
}
