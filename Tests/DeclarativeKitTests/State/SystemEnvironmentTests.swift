@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct SystemEnvironmentTests {
  private struct Phases: DeclarativeKit.View {
    let log: EventLog
    @Environment(\.scenePhase) private var scenePhase

    var body: some DeclarativeKit.View {
      Text("phase \(scenePhase)")
        .accessibilityIdentifier("phase")
        .onChange(of: scenePhase) { old, new in log.append("\(old) -> \(new)") }
    }
  }

  private struct Scene: DeclarativeKit.View {
    let log: EventLog
    @State private var phase = ScenePhase.active

    var body: some DeclarativeKit.View {
      Phases(log: log).environment(\.scenePhase, phase)
      Button("Background") { phase = .background }
    }
  }

  private struct Traits: DeclarativeKit.View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some DeclarativeKit.View {
      Text("\(colorScheme) \(horizontalSizeClass.map { "\($0)" } ?? "none")")
        .accessibilityIdentifier("traits")
      Text("\(locale.identifier) \(calendar.identifier) \(timeZone.identifier)")
        .accessibilityIdentifier("formats")
    }
  }

  @Test func givenTheTerminalApp_whenAViewReadsTheScenePhase_thenItIsActive() throws {
    // Given
    let (_, driver, _) = host(Phases(log: EventLog()))
    // When
    let phase = try driver.text(of: "phase")
    // Then
    #expect(phase == "phase active")
  }

  @Test func givenAScenePhaseSetAround_whenItChanges_thenOnChangeSeesTheNewPhase() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Scene(log: log))
    // When
    try await driver.tap("Background")
    // Then
    #expect(try driver.text(of: "phase") == "phase background")
    #expect(log.events == ["active -> background"])
  }

  @Test func givenNoViewSetsThem_whenTraitsAreRead_thenTheyHaveTheirDefaults() throws {
    // Given
    let (_, driver, _) = host(Traits())
    // When
    let traits = try driver.text(of: "traits")
    let formats = try driver.text(of: "formats")
    // Then
    #expect(traits == "light compact")
    #expect(
      formats
        == "\(Locale.current.identifier) \(Calendar.current.identifier) "
        + "\(TimeZone.current.identifier)")
  }

  @Test func givenTraitsSetAround_whenRead_thenTheViewGetsThem() throws {
    // Given
    let view = Traits()
      .environment(\.colorScheme, .dark)
      .environment(\.horizontalSizeClass, .regular)
      .environment(\.locale, Locale(identifier: "fr_FR"))
      .environment(\.calendar, Calendar(identifier: .iso8601))
      .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(try driver.text(of: "traits") == "dark regular")
    #expect(try driver.text(of: "formats") == "fr_FR iso8601 Asia/Tokyo")
  }
}

private struct NicknameKey: EnvironmentKey {
  static var defaultValue: String? { "none set" }
}

extension EnvironmentValues {
  fileprivate var nickname: String? {
    get { self[NicknameKey.self] }
    set { self[NicknameKey.self] = newValue }
  }
}

@MainActor @Suite struct OptionalEnvironmentKeyTests {
  private struct Nickname: DeclarativeKit.View {
    @Environment(\.nickname) private var nickname

    var body: some DeclarativeKit.View {
      Text(nickname ?? "nil").accessibilityIdentifier("nickname")
    }
  }

  @Test func givenAnOptionalKeyNoViewSets_whenRead_thenItIsTheDefault() throws {
    // Given
    let (_, driver, _) = host(Nickname())
    // When
    let nickname = try driver.text(of: "nickname")
    // Then
    #expect(nickname == "none set")
  }

  @Test func givenAnOptionalKeySetToNil_whenRead_thenItIsNil() throws {
    // Given
    let (_, driver, _) = host(Nickname().environment(\.nickname, nil))
    // When
    let nickname = try driver.text(of: "nickname")
    // Then
    #expect(nickname == "nil")
  }
}
