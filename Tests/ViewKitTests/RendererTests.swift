import Foundation
import Testing
import ViewKit

@MainActor @Suite struct RendererTests {
  @Test func givenTheSettingsScreen_whenRendered_thenEveryControlIsDrawnInOrder() {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let text = driver.render()
    // Then
    #expect(
      text == """
                                  Settings                   [Reset]
        ------------------------------------------------------------
        Name
        [(Your name)_________]
        [(Password)__________]
        Sync (ON)
        Font size 12
        [- 12 +]
        < Light >  < Small >
        [Save (disabled)]
        """)
  }

  @Test
  func givenFilledSettingsUnderAnAlert_whenRenderedNarrow_thenSecretsAreMaskedAndTheAlertIsOnTop()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    try await driver.type("secret", into: "settings.password")
    try await driver.toggle("settings.sync")
    try await driver.stepDown("settings.fontSize")
    try await driver.pick(row: 1, component: 0, in: "settings.theme")
    // When
    try await driver.tap("Reset")
    // Then
    #expect(
      driver.render(width: 40) == """
                        Settings         [Reset]
        ----------------------------------------
        Name
        [Ana_________________]
        [••••••______________]
        Sync (OFF)
        Font size 10
        [- 10 +]
        < Dark >  < Small >
        [Save]

        +------------------------+
        | Reset settings?        |
        | This cannot be undone. |
        | [Reset] [Cancel]       |
        +------------------------+
        """)
  }

  @Test func givenNotesInReorderMode_whenRendered_thenSectionsRowsAndHandlesShow() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    try await driver.tap("Edit")
    // Then
    #expect(
      driver.render(width: 40) == """
                         Notes            [Done]
        ----------------------------------------
        -- Pinned --
        ≡ Groceries                            >
            Milk
            Eggs
        -- Other --
        ≡ Ideas                                >
        ≡ Trip                                 ✓
            Pack bags
        """)
  }

  @Test func givenAPushedScreen_whenRendered_thenTheBarHasABackButton() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "notes.table")
    // Then
    #expect(
      driver.render(width: 40) == """
        < Back         Groceries
        ----------------------------------------
        Groceries
        [Mark done]
        """)
  }

  @Test func givenTheLoadingOverlay_whenRendered_thenABoxReadsLoading() {
    // Given
    let root = ViewController()
    root.view.addSubview(Label(text: "Behind"))
    let window = Window(rootViewController: root)
    // When
    root.showLoading()
    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        Behind

        +------------+
        | Loading... |
        +------------+
        """)
  }

  @Test func givenCheckboxesValuesAndAnEmptySection_whenRendered_thenEachRowShowsItsMarks() {
    // Given
    let table = TableView(identifier: "t")
    let source = StaticTableDataSource([
      (
        "Team",
        [
          makeCell("Ana", detail: "GK", style: .value1, checkbox: .checked),
          makeCell("Bo", style: .subtitle, accessory: .checkmark, checkbox: .unchecked),
        ]
      ),
      ("Bench", []),
      (nil, [makeCell("Loose", detail: "not drawn")]),
    ])
    table.dataSource = source
    let root = ViewController()
    root.view.addSubview(table)
    // When
    let text = Renderer.render(Window(rootViewController: root), width: 30)
    // Then
    #expect(
      text == """
        -- Team --
        [x] Ana                     GK
        [ ] Bo                       ✓
        -- Bench --
           (empty)
        Loose
        """)
  }

  @Test func givenMixedContainers_whenRendered_thenHiddenViewsVanishAndStacksShareALine() {
    // Given
    let root = ViewController()
    let hidden = Label(text: "Secret")
    hidden.isHidden = true
    let field = TextField(text: "read only")
    field.isEnabled = false
    let toggle = Switch(isOn: true)
    toggle.isEnabled = false
    let stepper = Stepper()
    stepper.value = 2.5
    stepper.isEnabled = false
    let row = StackView(axis: .horizontal, arrangedSubviews: [Label(text: "A"), toggle, Label()])
    for view in [hidden, field, row, stepper, Picker(components: [[], ["x"]]), Label()] {
      root.view.addSubview(view)
    }
    root.view.addSubview(StackView(axis: .vertical, arrangedSubviews: [Label(text: "B")]))
    // When
    let text = Renderer.render(Window(rootViewController: root), width: 24)
    // Then
    #expect(
      text == """
        [read only__] (disabled)
        A  (ON, disabled)
        [- 2.5 +] (disabled)
        < >  < x >
        B
        """)
  }

  @Test func givenALongTitleAndTwoItems_whenRendered_thenTheTitleGivesWayToTheButtons() {
    // Given
    let root = ViewController()
    root.title = "A title far too long for the bar"
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done")
    let window = Window(rootViewController: NavigationController(rootViewController: root))
    // When
    let bar = Renderer.render(window, width: 30).split(separator: "\n").first.map(String.init)
    // Then
    #expect(bar == "[Cancel] A title far t… [Done]")
  }

  @Test func givenButtonsWiderThanTheBar_whenRendered_thenTheLineIsCutToTheWidth() {
    // Given
    let root = ViewController()
    root.title = "A title far too long for the bar"
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
    let done = BarButtonItem(title: "Done")
    done.isEnabled = false
    root.navigationItem.rightBarButtonItem = done
    let window = Window(rootViewController: NavigationController(rootViewController: root))
    // When
    let bar = Renderer.render(window, width: 20).split(separator: "\n").first.map(String.init)
    // Then
    #expect(bar == "[Cancel] [Done (dis…")
  }

  @Test func givenALongAlertMessage_whenRendered_thenItWrapsInsideTheBox() {
    // Given
    let root = ViewController()
    let alert = AlertController(
      title: "Delete", message: "Are you sure you want to delete this?\nIt is gone for good.")
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    root.present(alert)
    let window = Window(rootViewController: root)
    // When
    let text = Renderer.render(window, width: 24)
    // Then
    #expect(
      text == """

        +----------------------+
        | Delete               |
        | Are you sure you     |
        | want to delete this? |
        | It is gone for good. |
        | [Delete] [Cancel]    |
        +----------------------+
        """)
  }
}
