import Domain
import Testing

@Suite struct StoreTests {
  @Test func givenTheStores_whenReadingTheirKeys_thenTheyAreSpecKeys() {
    // Given / When
    let keys = [CredentialStore.tokenKey, CredentialStore.usernameKey, SettingsStore.rememberKey]

    // Then
    #expect(keys == ["footballgather_token", "footballgather_username", "footballgather_remember"])
  }

  @Test func givenACredentialStore_whenSavingAndRemoving_thenTokenAndUsernameFollow() throws {
    // Given
    let storage = InMemoryKeyValueStore()
    let store = CredentialStore(storage: storage)

    // When
    try store.saveToken("t")
    try store.saveUsername("ana")

    // Then
    #expect(
      storage.snapshot == [
        "footballgather_token": .string("t"),
        "footballgather_username": .string("ana"),
      ])

    // When
    try store.removeToken()
    try store.removeUsername()

    // Then
    #expect(store.token == nil)
    #expect(store.username == nil)
  }

  @Test func givenNoRememberFlag_whenReadingSettings_thenRememberIsTrue() throws {
    // Given
    let storage = InMemoryKeyValueStore()
    let settings = SettingsStore(storage: storage)

    // When
    let before = settings.remember
    try settings.setRemember(false)

    // Then
    #expect(before == true)
    #expect(settings.remember == false)
    #expect(storage.snapshot == ["footballgather_remember": .bool(false)])
  }

  @Test func givenAnInMemoryStore_whenRemovingAll_thenItIsEmpty() throws {
    // Given
    let storage = InMemoryKeyValueStore(values: ["a": .string("1"), "b": .bool(true)])

    // When
    try storage.removeAll()

    // Then
    #expect(storage.snapshot.isEmpty)
    #expect(storage.bool(forKey: "b") == nil)
  }
}
