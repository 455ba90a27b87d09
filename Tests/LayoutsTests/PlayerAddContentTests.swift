@_spi(Hosting) import DeclarativeKit
import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerAddContentTests {
  private func renderLayout(_ values: PlayerAddContent.Values) -> String {
    let layout = PlayerAddLayout()
    let host = LayoutHost(layout)
    host.title = PlayerAddTexts.title
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    layout.nameField.text = values.name
    layout.doneButton.isEnabled = !values.name.isEmpty
    if values.isLoading { host.showLoading() }
    if let error = values.error {
      host.presentErrorAlert(title: error.title, message: error.message, buttonTitle: AlertTexts.ok)
    }
    return Renderer.render(window)
  }

  private func renderContent(_ values: PlayerAddContent.Values) -> String {
    ContentHost.render(PlayerAddContent(values: .constant(values), onDone: {}))
  }

  @Test func givenAnEmptyName_whenBothAreRendered_thenPlayerAddContentShowsWhatTheLayoutShows() {
    // Given
    let values = PlayerAddContent.Values()

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("[Done (disabled)]"))
  }

  @Test func givenANameLoadingWithTheError_whenBothAreRendered_thenTheyShowTheSame() {
    // Given
    let values = PlayerAddContent.Values(
      name: "Ana", isLoading: true,
      error: AlertMessage(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(PlayerAddTexts.errorMessage))
    #expect(content.contains("Loading..."))
  }
}
