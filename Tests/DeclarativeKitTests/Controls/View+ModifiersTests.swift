@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ViewModifiersTests {
  private struct Controls: DeclarativeKit.View {
    let isDisabled: Bool
    @State private var text = ""
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      VStack {
        TextField("Name", text: $text).accessibilityIdentifier("name")
        Toggle("On", isOn: $isOn).accessibilityIdentifier("on")
        Button("Go") {}.accessibilityIdentifier("go")
      }
      .disabled(isDisabled)
    }
  }

  private struct Busy: DeclarativeKit.View {
    let isBusy: Bool

    var body: some DeclarativeKit.View {
      Button("Go") {}.accessibilityIdentifier("go").allowsHitTesting(!isBusy)
    }
  }

  private struct Titled: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Text("body").navigationTitle("Inner").navigationTitle("Outer")
    }
  }

  @Test func givenDisabledContent_whenHosted_thenEveryControlInItIsDisabled() throws {
    // Given
    let (_, driver, _) = host(Controls(isDisabled: true))
    // When
    let enabled = try ["name", "on", "go"].map { try driver.isEnabled($0) }
    // Then
    #expect(enabled == [false, false, false])
  }

  @Test func givenDisabledContent_whenEnabledAgain_thenTheSameControlsAreEnabled() throws {
    // Given
    let (_, driver, screen) = host(Controls(isDisabled: true))
    let button = try #require(driver.element("go"))
    // When
    screen.rootView = Controls(isDisabled: false)
    // Then
    #expect(try ["name", "on", "go"].map { try driver.isEnabled($0) } == [true, true, true])
    #expect(driver.element("go") === button)
  }

  @Test func givenABusyScreen_whenItIsFreeAgain_thenItTakesInputAgain() async throws {
    // Given
    let (_, driver, screen) = host(Busy(isBusy: true))
    let whileBusy = await #expect(throws: DriverError.self) { try await driver.tap("go") }
    // When
    screen.rootView = Busy(isBusy: false)
    // Then
    #expect(whileBusy.map { if case .ignoringInput = $0 { true } else { false } } == true)
    try await driver.tap("go")
  }

  @Test func givenAnIdentifier_whenTheModifierIsGone_thenTheWidgetHasNone() throws {
    // Given
    @ViewBuilder func build(_ identified: Bool) -> some DeclarativeKit.View {
      if identified {
        Text("x").accessibilityIdentifier("x")
      } else {
        Text("x")
      }
    }
    let (_, driver, screen) = host(build(true))
    #expect(driver.element("x") != nil)
    // When
    screen.rootView = build(false)
    // Then
    #expect(driver.element("x") == nil)
  }

  @Test func givenNestedTitles_whenHosted_thenTheInnermostTitlesTheScreen() {
    // Given
    let (_, driver, _) = host(Titled())
    // When
    let title = driver.title
    // Then
    #expect(title == "Inner")
  }
}
