@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ButtonLabelTests {
  private struct Screen: DeclarativeKit.View {
    let log: EventLog
    @State private var isAsking = false

    var body: some DeclarativeKit.View {
      Button {
        log.append("add")
      } label: {
        Label("Add", systemImage: "plus")
      }
      Button {
        isAsking = true
      } label: {
        HStack {
          Image(systemName: "trash")
          Text("Remove")
        }
      }
      Button("Delete all", role: .destructive) { log.append("delete all") }
      Button(role: .cancel) {
        log.append("cancel")
      } label: {
        Text("Never mind")
      }
      .alert("Remove?", isPresented: $isAsking) {
        Button("Remove", role: .destructive) { log.append("removed") }
        Button("Cancel", role: .cancel) { log.append("kept") }
        Button("Later") {}
      }
    }
  }

  @Test func givenButtonsWithLabelViews_whenTapped_thenTheirTextsTitleThemAndActionsRun()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Screen(log: log))
    // When
    try await driver.tap("Add")
    try await driver.tap("Delete all")
    try await driver.tap("Never mind")
    // Then
    #expect(log.events == ["add", "delete all", "cancel"])
    #expect(
      Renderer.render(window) == "[Add]\n[[trash] Remove]\n[Delete all]\n[Never mind]")
  }

  @Test func givenButtonsWithRolesInAnAlert_whenShown_thenTheirRolesAreTheActionsStyles()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Screen(log: log))
    // When
    try await driver.tap("[trash] Remove")
    let styles = window.presentedAlert?.actions.map(\.style)
    try await driver.tapAlertAction("Cancel")
    // Then
    #expect(styles == [.destructive, .cancel, .default])
    #expect(log.events == ["kept"])
    #expect(driver.alert == nil)
  }

  @Test func givenAButtonWithARole_whenHosted_thenItsWidgetCarriesTheRole() {
    // Given
    let (_, driver, _) = host(Screen(log: EventLog()))
    // When
    let roles = driver.topViewController.view.allViews.compactMap { ($0 as? ViewKit.Button)?.role }
    // Then
    #expect(roles == [.normal, .normal, .destructive, .cancel])
  }

  @Test func givenAButtonWhoseLabelTextChanges_whenReEvaluated_thenItsTitleIsTheNewText() throws {
    // Given
    func labelled(_ count: Int) -> some DeclarativeKit.View {
      Button {
      } label: {
        HStack {
          Image(systemName: "person")
          Text("\(count) players")
        }
      }
      .accessibilityIdentifier("button")
    }
    let (_, driver, screen) = host(labelled(1))
    let before = try #require(driver.element("button") as? ViewKit.Button)
    // When
    screen.rootView = labelled(2)
    // Then
    #expect(driver.element("button") === before)
    #expect(before.title == "[person] 2 players")
  }
}
