/// The Login screen's remembered state, read on load and written after a successful sign-in.
package struct LoginPreferences: Sendable, Equatable {
  /// The Remember Me switch.
  package let remember: Bool
  /// The username to prefill: the remembered one when `remember` is on, else empty.
  package let username: String

  /// Reads the switch state and the username to prefill (SPEC §3.1, "On load").
  package init(settings: SettingsStore, credentials: CredentialStore) {
    remember = settings.remember
    username = remember ? credentials.username ?? "" : ""
  }

  /// Applies the credential-store rule after a successful login or register (SPEC §3.1).
  ///
  /// Writes the flag; keeps the username when `remember` is on and removes it when off.
  package static func save(
    username: String, remember: Bool, settings: SettingsStore, credentials: CredentialStore
  ) throws(ServiceError) {
    try settings.setRemember(remember)
    if remember {
      try credentials.saveUsername(username)
    } else {
      try credentials.removeUsername()
    }
  }
}
