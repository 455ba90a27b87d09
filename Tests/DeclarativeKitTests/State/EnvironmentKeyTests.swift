@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@MainActor @Suite struct EnvironmentKeyTests {
  private struct Badge: DeclarativeKit.View {
    let counter: EvaluationCounter
    @Environment(\.accent) private var accent

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("accent \(accent)").accessibilityIdentifier("badge")
    }
  }

  private struct Themed: DeclarativeKit.View {
    let badge: EvaluationCounter
    @State private var accent = "red"
    @State private var taps = 0

    var body: some DeclarativeKit.View {
      VStack {
        Badge(counter: badge).environment(\.accent, accent)
        Button("Blue") { accent = "blue" }
        Button("Tap \(taps)") { taps += 1 }
      }
    }
  }

  private struct EnabledReader: DeclarativeKit.View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some DeclarativeKit.View {
      Text(isEnabled ? "enabled" : "disabled").accessibilityIdentifier("state")
    }
  }

  private struct EditModeReader: DeclarativeKit.View {
    @Environment(\.editMode) private var editMode

    var body: some DeclarativeKit.View {
      Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
        .accessibilityIdentifier("mode")
    }
  }

  @Test func givenNoViewSetsAKey_whenAViewReadsIt_thenItGetsTheDefault() throws {
    // Given
    let counter = EvaluationCounter()
    // When
    let (_, driver, _) = host(Badge(counter: counter))
    // Then
    #expect(try driver.text(of: "badge") == "accent plain")
  }

  @Test func givenAViewAroundSetsAKey_whenItChanges_thenOnlyItsReaderIsEvaluatedAgain()
    async throws
  {
    // Given
    let counter = EvaluationCounter()
    let (_, driver, _) = host(Themed(badge: counter))
    #expect(try driver.text(of: "badge") == "accent red")
    // When
    try await driver.tap("Tap 0")
    let afterOtherChange = counter.count
    try await driver.tap("Blue")
    // Then
    #expect(try driver.text(of: "badge") == "accent blue")
    #expect(afterOtherChange == 1)
    #expect(counter.count == 2)
  }

  @Test func givenADisabledView_whenAViewInsideReadsIsEnabled_thenItIsFalse() throws {
    // Given
    let view = VStack { EnabledReader() }.disabled(true)
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(try driver.text(of: "state") == "disabled")
  }

  @Test func givenIsEnabledSetToFalse_whenAButtonIsInside_thenTheButtonIsDisabled() throws {
    // Given
    let view = Button("Save") {}.accessibilityIdentifier("save").environment(\.isEnabled, false)
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(try driver.isEnabled("save") == false)
  }

  @Test func givenAnActiveEditModeBinding_whenAViewReadsIt_thenItIsEditing() throws {
    // Given
    let view = EditModeReader().environment(\.editMode, .constant(.active))
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(try driver.text(of: "mode") == "editing")
  }

  @Test func givenNoEditMode_whenAViewReadsIt_thenItIsNil() throws {
    // Given
    let view = EditModeReader()
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(try driver.text(of: "mode") == "browsing")
  }

  @Test func givenACopiedEnvironment_whenTheCopyChanges_thenTheOriginalKeepsItsValues() {
    // Given
    var original = EnvironmentValues()
    original.accent = "red"
    var copy = original
    // When
    copy.accent = "blue"
    copy.isEnabled = false
    // Then
    #expect(original.accent == "red")
    #expect(original.isEnabled)
    #expect(copy.accent == "blue")
    #expect(!copy.isEnabled)
  }
}
