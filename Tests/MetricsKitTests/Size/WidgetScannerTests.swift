import Testing

@testable import MetricsKit

@Suite struct WidgetScannerTests {
  private let widgets = ["Button", "TableView", "TableViewCell", "View"]

  @Test func givenWidgetsBuiltInCode_whenScanned_thenEachBuiltTypeIsNamedOnce() {
    // Given
    let source = SwiftSource(
      """
      let a = Button(title: "A")
      let b = Button(title: "B")
      let table = TableView.init(style: .plain)
      let cell = TableViewCell(style: .value1)
      """)

    // When
    let found = WidgetScanner.constructed(widgets, in: source)

    // Then
    #expect(found == ["Button", "TableView", "TableViewCell"])
  }

  @Test func givenNamesThatOnlyLookLikeConstruction_whenScanned_thenNoneCounts() {
    // Given
    let source = SwiftSource(
      """
      // let x = Button(title: "in a comment")
      let text = "Button(title:) in a string"
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) {}
      let teamView = TeamTableView(); let cell: TableViewCell = .teamRow(nil)
      super.init(); layout.install(in: self); let view: View = layout.view
      """)

    // When
    let found = WidgetScanner.constructed(widgets, in: source)

    // Then
    #expect(found.isEmpty)
  }

  @Test func givenNoWidgetTypesConfigured_whenScanned_thenNothingIsFound() {
    // Given / When
    let found = WidgetScanner.constructed([], in: SwiftSource("let b = Button()"))

    // Then
    #expect(found.isEmpty)
  }
}
