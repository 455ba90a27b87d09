@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ControlsTests {
  private struct Clock: DeclarativeKit.View {
    @State private var score = 9
    @State private var rows = [1, 0]
    var model = ProfileModel()
    @State private var isEmpty = true

    var body: some DeclarativeKit.View {
      Text("\(score) at \(rows.map(String.init).joined(separator: ":"))")
      Stepper("Score", value: $score, in: 0...10).labelsHidden().accessibilityIdentifier("score")
      HStack {
        Picker("Minutes", selection: $rows[0]) {
          Text("0 min").tag(0)
          Text("1 min").tag(1)
        }
        Picker("Seconds", selection: $rows[1]) {
          Text("0 sec").tag(0)
          Text("30 sec").tag(1)
        }
      }
      .pickerStyle(.wheel)
      .labelsHidden()
      .accessibilityIdentifier("time")
      if isEmpty {
        ContentUnavailableView {
          Text("Nothing here.")
        } actions: {
          Button("Retry") { isEmpty = false }.accessibilityIdentifier("retry")
        }
        .accessibilityIdentifier("empty")
      }
      Button("Load") {}
        .overlay {
          if model.isPublic { ProgressView() }
        }
    }
  }

  @Test func givenAStepperAndAPicker_whenTheUserStepsAndPicks_thenTheBindingsChange()
    async throws
  {
    // Given
    let (window, driver, _) = host(Clock())

    // When
    try await driver.stepUp("score")
    try await driver.stepUp("score")
    try await driver.pick(row: 1, component: 1, in: "time")

    // Then
    #expect(
      Renderer.render(window) == """
        10 at 1:1
        [- 10 +]
        < 1 min >  < 30 sec >
        Nothing here.
        [Retry]
        [Load]
        """)
  }

  @Test func givenAProgressViewInAnOverlay_whenItComesAndGoes_thenTheLoadingBoxFollows() {
    // Given
    let model = ProfileModel()
    let (window, _, _) = host(Clock(model: model))

    // When
    model.isPublic = true
    let loading = Renderer.render(window)
    model.isPublic = false
    let loaded = Renderer.render(window)

    // Then
    #expect(loading.hasSuffix("[Load]\n\n+------------+\n| Loading... |\n+------------+"))
    #expect(loaded.hasSuffix("[Load]"))
    #expect(!window.isLoading)
  }

  @Test func givenTheEmptyStateView_whenRetryIsTapped_thenItLeaves() async throws {
    // Given
    let (window, driver, _) = host(Clock())
    let shown = driver.element("empty") != nil

    // When
    try await driver.tap("retry")

    // Then
    #expect(shown)
    #expect(driver.element("empty") == nil)
    #expect(!Renderer.render(window).contains("Nothing here."))
  }

  private struct Remember: DeclarativeKit.View {
    @State private var isOn = false
    @State private var name = ""

    var body: some DeclarativeKit.View {
      HStack {
        Text("Remember")
        Toggle("Remember", isOn: $isOn).labelsHidden().accessibilityIdentifier("remember")
      }
      TextField("Name", text: $name).autocorrectionDisabled().accessibilityIdentifier("name")
    }
  }

  @Test func givenAToggleWithoutTitleAndAFieldWithoutAutocorrection_whenShown_thenBothFollow()
    async throws
  {
    // Given
    let (window, driver, _) = host(Remember())

    // When
    try await driver.toggle("remember")

    // Then
    #expect(Renderer.render(window) == "Remember  (ON)\n[(Name)______________]")
    #expect((driver.element("name") as? ViewKit.TextField)?.autocorrection == false)
  }
}
