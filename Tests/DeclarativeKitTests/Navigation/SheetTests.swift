@_spi(Hosting) import DeclarativeKit
import Observation
import Testing
import ViewKit

@MainActor @Suite struct SheetTests {
  private struct Notes: DeclarativeKit.View {
    let log: EventLog
    let model: ProfileModel
    @State private var isEditing = false

    var body: some DeclarativeKit.View {
      let name = model.name
      Text("Notes").accessibilityIdentifier("title")
        .onDisappear { log.append("notes disappeared") }
      Button("Edit") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          log.append("dismissed")
        } content: {
          Text("Editing \(name)").accessibilityIdentifier("editing")
            .onAppear { log.append("sheet appeared") }
            .onDisappear { log.append("sheet disappeared") }
            .task {
              log.append("task started")
              await Task.yield()
            }
          ReaderOfAge()
          Button("Done") { isEditing = false }
        }
        .environment(model)
    }
  }

  private struct ReaderOfAge: DeclarativeKit.View {
    @Environment(ProfileModel.self) private var model

    var body: some DeclarativeKit.View {
      Text("age \(model.age)").accessibilityIdentifier("age")
    }
  }

  private func hostNotes(
    name: String = "Ana"
  ) -> (window: Window, driver: Driver, log: EventLog, model: ProfileModel) {
    let log = EventLog()
    let model = ProfileModel()
    model.name = name
    let (window, driver, _) = host(Notes(log: log, model: model))
    return (window, driver, log, model)
  }

  @Test func givenASheetBinding_whenItTurnsTrue_thenTheSheetIsShownOverThePresenter()
    async throws
  {
    // Given
    let (window, driver, _, _) = hostNotes()

    // When
    try await driver.tap("Edit")

    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        =========== Sheet ============
        Editing Ana
        age 0
        [Done]
        """)
    #expect(throws: DriverError.self) { try driver.text(of: "title") }
  }

  @Test func givenAShownSheet_whenItsBindingTurnsFalse_thenItIsDismissedAndOnDismissRuns()
    async throws
  {
    // Given
    let (window, driver, log, _) = hostNotes()
    try await driver.tap("Edit")

    // When
    try await driver.tap("Done")

    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        Notes
        [Edit]
        """)
    #expect(log.events.last == "dismissed")
  }

  @Test func givenAShownSheet_whenTheUserGoesBack_thenTheBindingIsFalseAndOnDismissRuns()
    async throws
  {
    // Given
    let (_, driver, log, _) = hostNotes()
    try await driver.tap("Edit")

    // When
    try await driver.goBack()

    // Then
    #expect(try driver.text(of: "title") == "Notes")
    #expect(log.events.last == "dismissed")
    // The binding is false again: asking again presents the sheet again.
    try await driver.tap("Edit")
    #expect(try driver.text(of: "editing") == "Editing Ana")
  }

  @Test
  func givenASheet_whenPresentedThenDismissed_thenItsViewsAppearAndDisappearButNotThePresenters()
    async throws
  {
    // Given
    let (_, driver, log, _) = hostNotes()

    // When
    try await driver.tap("Edit")
    try await driver.tap("Done")

    // Then
    #expect(log.events == ["sheet appeared", "task started", "sheet disappeared", "dismissed"])
  }

  @Test func givenAShownSheet_whenAValueItCapturedChanges_thenItShowsTheNewValue() async throws {
    // Given
    let (window, driver, _, model) = hostNotes()
    try await driver.tap("Edit")

    // When
    model.name = "Bruno"
    model.age = 30
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "editing") == "Editing Bruno")
    #expect(try driver.text(of: "age") == "age 30")
  }

  private struct Contact: Identifiable, Equatable {
    let id: Int
    let name: String
  }

  private struct Contacts: DeclarativeKit.View {
    let log: EventLog
    @State private var selected: Contact?

    var body: some DeclarativeKit.View {
      Text("selected \(selected?.name ?? "none")").accessibilityIdentifier("selected")
      Button("Ana") { selected = Contact(id: 1, name: "Ana") }
        .sheet(item: $selected) {
          log.append("dismissed")
        } content: { contact in
          Text("Contact \(contact.name)").accessibilityIdentifier("contact")
            .onAppear { log.append("appeared \(contact.name)") }
          Button("Next") { selected = Contact(id: 2, name: "Bruno") }
        }
    }
  }

  @Test func givenAnItemSheet_whenTheItemIsSet_thenTheSheetShowsIt() async throws {
    // Given
    let (_, driver, _) = host(Contacts(log: EventLog()))

    // When
    try await driver.tap("Ana")

    // Then
    #expect(try driver.text(of: "contact") == "Contact Ana")
  }

  @Test func givenAnItemSheet_whenAnItemOfAnotherIdIsSet_thenTheSheetIsReplaced() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Contacts(log: log))
    try await driver.tap("Ana")

    // When
    try await driver.tap("Next")

    // Then
    #expect(try driver.text(of: "contact") == "Contact Bruno")
    #expect(log.events == ["appeared Ana", "dismissed", "appeared Bruno"])
  }

  @Test func givenAnItemSheet_whenTheUserGoesBack_thenTheItemIsNil() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Contacts(log: log))
    try await driver.tap("Ana")

    // When
    try await driver.goBack()

    // Then
    #expect(try driver.text(of: "selected") == "selected none")
    #expect(log.events.last == "dismissed")
  }

  private struct Composer: DeclarativeKit.View {
    @State private var isComposing = false

    var body: some DeclarativeKit.View {
      Button("Compose") { isComposing = true }
        .sheet(isPresented: $isComposing) { Draft() }
    }
  }

  private struct Draft: DeclarativeKit.View {
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        Button("Attach") { path.append(1) }
          .navigationTitle("Draft")
          .navigationDestination(for: Int.self) { number in
            Text("Attachment \(number)").accessibilityIdentifier("attachment")
          }
      }
    }
  }

  @Test func givenASheetHoldingANavigationStack_whenPushingThenGoingBack_thenBackPopsThenCloses()
    async throws
  {
    // Given
    let (window, driver, _) = host(Composer())
    try await driver.tap("Compose")
    let shown = Renderer.render(window, width: 30)

    // When
    try await driver.tap("Attach")
    let pushed = Renderer.render(window, width: 30)
    try await driver.goBack()
    let popped = driver.title
    try await driver.goBack()

    // Then
    #expect(
      shown == """
        =========== Sheet ============
                    Draft
        ------------------------------
        [Attach]
        """)
    #expect(
      pushed == """
        =========== Sheet ============
        < Back
        ------------------------------
        Attachment 1
        """)
    #expect(popped == "Draft")
    #expect(Renderer.render(window, width: 30) == "[Compose]")
  }

  private struct TwoSheets: DeclarativeKit.View {
    @State private var first = false
    @State private var second = false

    var body: some DeclarativeKit.View {
      Text(second ? "second on" : "second off").accessibilityIdentifier("second")
      Button("Both") {
        first = true
        second = true
      }
      .sheet(isPresented: $first) { Text("First").accessibilityIdentifier("sheet") }
      .sheet(isPresented: $second) { Text("Second").accessibilityIdentifier("sheet") }
    }
  }

  @Test func givenASheetShown_whenASecondIsAskedFor_thenItIsReportedAndItsBindingSetBack()
    async throws
  {
    // Given
    let (window, driver, _) = host(TwoSheets())

    // When
    try await driver.tap("Both")

    // Then
    #expect(try driver.text(of: "sheet") == "First")
    #expect(window.runtimeIssues.count == 1)
    #expect(window.runtimeIssues.first?.hasPrefix("sheet in TwoSheets was asked for while") == true)
    try await driver.goBack()
    #expect(try driver.text(of: "second") == "second off")
  }

  private struct Settings: DeclarativeKit.View {
    let log: EventLog
    @State private var isShown = false

    var body: some DeclarativeKit.View {
      Text(isShown ? "sheet on" : "sheet off").accessibilityIdentifier("state")
      Button("Open") { isShown = true }
        .sheet(isPresented: $isShown) {
          log.append("dismissed")
        } content: {
          SheetCloser()
        }
    }
  }

  private struct SheetCloser: DeclarativeKit.View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some DeclarativeKit.View {
      Text("presented: \(isPresented)").accessibilityIdentifier("presented")
      Button("Close") { dismiss() }
    }
  }

  @Test func givenAViewInASheet_whenItCallsDismiss_thenTheSheetClosesItsBindingFalse()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, screen) = host(Settings(log: log))
    try await driver.tap("Open")
    let presented = try driver.text(of: "presented")

    // When
    try await driver.tap("Close")

    // Then
    #expect(presented == "presented: true")
    #expect(screen.presentedViewController == nil)
    #expect(try driver.text(of: "state") == "sheet off")
    #expect(log.events == ["dismissed"])
    #expect(window.topViewController === screen)
  }

  private struct Shelf: DeclarativeKit.View {
    @State private var isShown = false

    var body: some DeclarativeKit.View {
      NavigationStack {
        Button("Open") { isShown = true }
          .navigationTitle("Shelf")
          .sheet(isPresented: $isShown) {
            NavigationLink("Plain link") { Text("plain") }.accessibilityIdentifier("plain")
            NavigationStack {
              NavigationLink("More") { Text("more").accessibilityIdentifier("more") }
            }
          }
      }
    }
  }

  @Test func givenASheetOverAStack_whenItsLinksAreTapped_thenOnlyItsOwnStackPushes()
    async throws
  {
    // Given
    let (window, driver, navigation) = hostScene(Shelf())
    try await driver.tap("Open")
    let isPlainLinkEnabled = try driver.isEnabled("plain")

    // When
    try await driver.tap("More")

    // Then
    #expect(!isPlainLinkEnabled)
    #expect(try driver.text(of: "more") == "more")
    #expect(navigation.viewControllers.count == 1)
    #expect(window.topViewController.navigationController !== navigation)
  }
}
