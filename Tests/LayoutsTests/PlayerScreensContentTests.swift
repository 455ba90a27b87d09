@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerScreensContentTests {
  /// Feeds a layout's table rows as a pattern's data source does.
  private final class RowsDataSource: TableViewDataSource {
    let sections: [(header: String?, cells: [() -> TableViewCell])]

    init(_ sections: [(header: String?, cells: [() -> TableViewCell])]) {
      self.sections = sections
    }

    func numberOfSections(in tableView: ViewKit.TableView) -> Int { sections.count }

    func tableView(_ tableView: ViewKit.TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].cells.count
    }

    func tableView(_ tableView: ViewKit.TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sections[section].header
    }

    func tableView(_ tableView: ViewKit.TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      sections[indexPath.section].cells[indexPath.row]()
    }
  }

  private func render(_ layout: any ScreenLayout, title: String, _ setUp: (LayoutHost) -> Void)
    -> String
  {
    let host = LayoutHost(layout)
    host.title = title
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    setUp(host)
    return Renderer.render(window)
  }

  private let player = Player(
    id: 1, name: "Ana", age: 30, skill: .professional, preferredPosition: .striker)

  @Test func givenAPlayer_whenBothAreRendered_thenPlayerDetailContentShowsWhatTheLayoutShows() {
    // Given
    let layout = PlayerDetailLayout()
    let player = player
    let dataSource = RowsDataSource(
      PlayerDetailSection.allCases.map { section in
        (
          section.header,
          section.fields.map { field in
            { TableViewCell.fieldRow(title: field.title, value: field.value(of: player)) }
          }
        )
      })
    layout.table.dataSource = dataSource

    // When
    let content = ContentHost.render(
      PlayerDetailContent(values: .init(player: player), onSelectField: { _ in }))

    // Then
    #expect(content == render(layout, title: player.name) { _ in })
    #expect(content.contains("-- PLAY --"))
  }

  @Test func givenATextField_whenBothAreRendered_thenPlayerEditContentShowsWhatTheLayoutShows() {
    // Given
    let layout = PlayerEditLayout(field: .name, text: "Ana")
    layout.textField.text = "Anabel"
    layout.doneButton.isEnabled = true
    let values = PlayerEditContent.Values(text: "Anabel", isDoneEnabled: true, isLoading: true)

    // When
    let content = ContentHost.render(
      PlayerEditContent(field: .name, originalText: "Ana", values: .constant(values), onDone: {}))

    // Then
    #expect(content == render(layout, title: PlayerField.name.title) { $0.showLoading() })
    #expect(content.contains("[Anabel"))
  }

  @Test func givenASelectionField_whenBothAreRendered_thenTheOptionsAndTheErrorAreTheSame() {
    // Given
    let layout = PlayerEditLayout(field: .skill, text: "")
    let titles = PlayerField.skill.optionTitles
    let dataSource = RowsDataSource([
      (
        nil,
        titles.indices.map { index in { .optionRow(title: titles[index], isChecked: index == 2) } }
      )
    ])
    layout.options.dataSource = dataSource
    let values = PlayerEditContent.Values(
      selectedOption: 2,
      error: AlertMessage(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage))

    // When
    let content = ContentHost.render(
      PlayerEditContent(field: .skill, originalText: "", values: .constant(values), onDone: {}))

    // Then
    let expected = render(layout, title: PlayerField.skill.title) {
      $0.presentErrorAlert(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage,
        buttonTitle: AlertTexts.ok)
    }
    #expect(content == expected)
    #expect(content.contains("Professional"))
  }

  @Test func givenPlayerEditOptions_whenTheUserTapsOne_thenItIsChecked() async throws {
    // Given
    var values = PlayerEditContent.Values(selectedOption: 0)
    let binding = Binding(get: { values }, set: { values = $0 })
    let host = HostingController(
      rootView: PlayerEditContent(field: .skill, originalText: "", values: binding, onDone: {}))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerEdit.options")

    // Then
    #expect(values.selectedOption == 1)
  }
}
