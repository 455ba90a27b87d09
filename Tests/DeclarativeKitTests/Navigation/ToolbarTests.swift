@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ToolbarTests {
  private struct Editor: DeclarativeKit.View {
    let log: EventLog
    let canSave: Bool
    let showsCancel: Bool

    var body: some DeclarativeKit.View {
      Text("editing")
        .toolbar {
          if showsCancel {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { log.append("cancel") }
            }
          } else {
            ToolbarItem(placement: .topBarLeading) {
              Button("Close") { log.append("close") }
            }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") { log.append("save") }
              .accessibilityIdentifier("save")
              .disabled(!canSave)
          }
        }
    }
  }

  private struct Crowded: DeclarativeKit.View {
    let extra: Bool

    var body: some DeclarativeKit.View {
      Text("crowded")
        .toolbar {
          ToolbarItem(placement: .primaryAction) { Button("One") {} }
          if extra {
            ToolbarItem(placement: .topBarTrailing) { Button("Two") {} }
          }
          ToolbarItem { Text("not a button") }
        }
    }
  }

  @Test func givenToolbarItems_whenShownInAStack_thenTheBarHasThem() {
    // Given
    let log = EventLog()
    let (window, _, _) = hostScene(Editor(log: log, canSave: false, showsCancel: true))
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text.hasPrefix("[Cancel]") && text.contains("[Save (disabled)]"))
  }

  @Test func givenToolbarItems_whenTapped_thenTheirActionsRun() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = hostScene(Editor(log: log, canSave: true, showsCancel: true))
    // When
    try await driver.tap("save")
    try await driver.tap("Cancel")
    // Then
    #expect(log.events == ["save", "cancel"])
  }

  @Test func givenAToolbarItem_whenItsButtonIsEnabled_thenTheSameBarItemIsEnabled() throws {
    // Given
    let log = EventLog()
    let (_, driver, navigation) = hostScene(Editor(log: log, canSave: false, showsCancel: true))
    let root = try #require(navigation.topViewController)
    let item = try #require(root.navigationItem.rightBarButtonItem)
    // When
    navigation.rootView = Editor(log: log, canSave: true, showsCancel: false)
    // Then
    #expect(try driver.isEnabled("save"))
    #expect(root.navigationItem.rightBarButtonItem === item)
    #expect(root.navigationItem.leftBarButtonItem?.title == "Close")
  }

  @Test func givenAnItemThatLeaves_whenReEvaluated_thenTheBarShowsTheOneLeft() throws {
    // Given
    let (window, _, navigation) = hostScene(Crowded(extra: true))
    let root = try #require(navigation.topViewController)
    #expect(root.navigationItem.rightBarButtonItem?.title == "Two")
    // When
    navigation.rootView = Crowded(extra: false)
    window.layoutIfNeeded()
    // Then
    #expect(root.navigationItem.rightBarButtonItem?.title == "One")
  }

  @Test func givenTwoTrailingItemsAndNoButton_whenHosted_thenBothAreReported() {
    // Given
    let (window, _, _) = hostScene(Crowded(extra: true))
    // When
    let issues = window.runtimeIssues
    // Then
    #expect(
      issues == [
        "Crowded has more than one trailing toolbar item",
        "A ToolbarItem in Crowded holds no Button; it is not shown",
      ])
  }
}

@MainActor @Suite struct ToolbarFormsTests {
  private struct Editor: DeclarativeKit.View {
    @State private var saves = 0

    var body: some DeclarativeKit.View {
      NavigationView {
        Text("saved \(saves)").accessibilityIdentifier("saves")
          .navigationTitle(Text("Editor"))
          .toolbar {
            Button("Save") { saves += 1 }
            ToolbarItemGroup(placement: .navigationBarLeading) {
              Button("Undo") { saves -= 1 }
            }
          }
      }
    }
  }

  @Test func givenABareButtonAndAGroup_whenTheirBarButtonsAreTapped_thenTheirActionsRun()
    async throws
  {
    // Given
    let (_, driver, navigation) = hostScene(Editor())
    let root = navigation.viewControllers[0]
    #expect(driver.title == "Editor")
    #expect(root.navigationItem.rightBarButtonItem?.title == "Save")
    #expect(root.navigationItem.leftBarButtonItem?.title == "Undo")
    // When
    try await driver.tap("Save")
    try await driver.tap("Save")
    try await driver.tap("Undo")
    // Then
    #expect(try driver.text(of: "saves") == "saved 1")
  }
}
