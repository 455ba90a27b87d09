import Domain
import Testing

@Suite struct LoginPreferencesTests {
  @Test func givenNothingStored_whenLoading_thenRememberIsOnAndUsernameEmpty() {
    // Given
    let settings = SettingsStore(storage: InMemoryKeyValueStore())
    let credentials = CredentialStore(storage: InMemoryKeyValueStore())

    // When
    let preferences = LoginPreferences(settings: settings, credentials: credentials)

    // Then
    #expect(preferences.remember == true)
    #expect(preferences.username == "")
  }

  @Test func givenRememberOffAndAStoredUsername_whenLoading_thenTheUsernameIsNotPrefilled() throws {
    // Given
    let settings = SettingsStore(storage: InMemoryKeyValueStore())
    let credentials = CredentialStore(storage: InMemoryKeyValueStore())
    try settings.setRemember(false)
    try credentials.saveUsername("ana")

    // When
    let preferences = LoginPreferences(settings: settings, credentials: credentials)

    // Then
    #expect(preferences.remember == false)
    #expect(preferences.username == "")
  }

  @Test func givenASuccessfulLoginWithRememberOn_whenSaving_thenTheUsernameIsPrefilledNextTime()
    throws
  {
    // Given
    let settings = SettingsStore(storage: InMemoryKeyValueStore())
    let credentials = CredentialStore(storage: InMemoryKeyValueStore())

    // When
    try LoginPreferences.save(
      username: "ana", remember: true, settings: settings, credentials: credentials)

    // Then
    #expect(LoginPreferences(settings: settings, credentials: credentials).username == "ana")
  }

  @Test func givenAStoredUsername_whenSavingWithRememberOff_thenTheUsernameIsRemoved() throws {
    // Given
    let settings = SettingsStore(storage: InMemoryKeyValueStore())
    let credentials = CredentialStore(storage: InMemoryKeyValueStore())
    try credentials.saveUsername("ana")

    // When
    try LoginPreferences.save(
      username: "bob", remember: false, settings: settings, credentials: credentials)

    // Then
    #expect(credentials.username == nil)
    #expect(settings.remember == false)
  }
}
