@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct MenuAndControlsTests {
  private struct Sorter: DeclarativeKit.View {
    let log: EventLog
    @State private var order = "none"

    var body: some DeclarativeKit.View {
      Text("order \(order)").accessibilityIdentifier("order")
      Menu("Sort") {
        Button("By name") { order = "name" }
        Button("By date") { order = "date" }
      }
      Menu {
        Button("Share") { log.append("share") }
      } label: {
        Text("More")
      }
      .accessibilityIdentifier("more")
    }
  }

  private struct Toolbarred: DeclarativeKit.View {
    let log: EventLog

    var body: some DeclarativeKit.View {
      Text("list")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Menu("Options") {
              Button("Export") { log.append("export") }
            }
          }
        }
    }
  }

  private struct Volume: DeclarativeKit.View {
    let log: EventLog
    @State private var level = 0.5
    @State private var size: Float = 10

    var body: some DeclarativeKit.View {
      Text("level \(level) size \(size)").accessibilityIdentifier("values")
      Slider(value: $level, in: 0...1, step: 0.25) {
        Text("Level")
      } onEditingChanged: {
        log.append("editing \($0)")
      }
      .accessibilityIdentifier("level")
      Slider(value: $size, in: 0...50).accessibilityIdentifier("size")
    }
  }

  private struct Details: DeclarativeKit.View {
    var inList = false

    var body: some DeclarativeKit.View {
      if inList {
        List {
          LabeledContent("Name", value: "Ana")
          LabeledContent("Age") { Text("30") }
          LabeledContent("Goals", value: 1_234, format: .number)
        }
        .accessibilityIdentifier("details")
      } else {
        LabeledContent("Name", value: "Ana").accessibilityIdentifier("name")
        LabeledContent {
          Text("30")
        } label: {
          Text("Age")
        }
      }
    }
  }

  private struct Notes: DeclarativeKit.View {
    @State private var text = ""
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      Text("notes: \(text)").accessibilityIdentifier("notes")
      TextEditor(text: $text).accessibilityIdentifier("editor")
      Toggle(isOn: $isOn) {
        Text("Pinned")
      }
      .accessibilityIdentifier("pinned")
    }
  }

  @Test func givenAMenu_whenTapped_thenItShowsItsButtonsAsADialogWithCancel() async throws {
    // Given
    let (_, driver, _) = host(Sorter(log: EventLog()))
    // When
    try await driver.tap("Sort")
    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Sort", message: nil, actions: ["By name", "By date", "Cancel"]))
  }

  @Test func givenAShownMenu_whenAButtonIsChosen_thenItRunsAndTheMenuCloses() async throws {
    // Given
    let (_, driver, _) = host(Sorter(log: EventLog()))
    try await driver.tap("Sort")
    // When
    try await driver.tapAlertAction("By date")
    // Then
    #expect(try driver.text(of: "order") == "order date")
    #expect(driver.alert == nil)
  }

  @Test func givenAMenuWithALabelView_whenTappedAndCancelled_thenNothingRuns() async throws {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Sorter(log: log))
    #expect(Renderer.render(window).contains("[More]"))
    // When
    try await driver.tap("more")
    try await driver.tapAlertAction("Cancel")
    try await driver.tap("more")
    try await driver.tapAlertAction("Share")
    // Then
    #expect(log.events == ["share"])
  }

  @Test func givenAMenuInTheToolbar_whenItsBarButtonIsTapped_thenItsButtonsAreOffered()
    async throws
  {
    // Given
    let log = EventLog()
    let (_, driver, _) = hostScene(Toolbarred(log: log))
    try await driver.tap("Options")
    // When
    try await driver.tapAlertAction("Export")
    // Then
    #expect(log.events == ["export"])
  }

  @Test func givenASliderWithAStep_whenSteppedUp_thenTheValueGrowsByTheStep() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Volume(log: log))
    // When
    try await driver.stepUp("level")
    try await driver.stepUp("level")
    try await driver.stepUp("level")
    // Then
    #expect(try driver.value(of: "level") == 1)
    #expect(try driver.text(of: "values") == "level 1.0 size 10.0")
    #expect(log.events == ["editing true", "editing false", "editing true", "editing false"])
  }

  @Test func givenASliderWithoutAStep_whenSteppedDown_thenItMovesATenthOfTheRange() async throws {
    // Given
    let (_, driver, _) = host(Volume(log: EventLog()))
    // When
    try await driver.stepDown("size")
    // Then
    #expect(try driver.text(of: "values") == "level 0.5 size 5.0")
  }

  @Test func givenLabeledContentOutsideAList_whenRendered_thenTitleAndValueShareALine() {
    // Given
    let (window, _, _) = host(Details())
    // When
    let screen = Renderer.render(window)
    // Then
    #expect(screen == "Name Ana\nAge 30")
  }

  @Test func givenLabeledContentInAList_whenRendered_thenRowsShowTheValueOnTheRight() throws {
    // Given
    let (_, driver, _) = host(Details(inList: true))
    // When
    let rows = try driver.rows(in: "details")
    // Then
    #expect(
      rows == [
        [
          RowSnapshot(text: "Name", detail: "Ana"), RowSnapshot(text: "Age", detail: "30"),
          RowSnapshot(text: "Goals", detail: 1_234.formatted(.number)),
        ]
      ])
  }

  @Test func givenATextEditor_whenTyping_thenTheBindingChanges() async throws {
    // Given
    let (_, driver, _) = host(Notes())
    // When
    try await driver.type("Buy milk", into: "editor")
    // Then
    #expect(try driver.text(of: "notes") == "notes: Buy milk")
  }

  @Test func givenAToggleWithALabelView_whenFlipped_thenItIsTitledWithTheLabelAndOn()
    async throws
  {
    // Given
    let (window, driver, _) = host(Notes())
    // When
    try await driver.toggle("pinned")
    // Then
    #expect(try driver.isOn("pinned"))
    #expect(Renderer.render(window).contains("Pinned (ON)"))
  }
}
