@_spi(Hosting) import DeclarativeKit
import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct LoginContentTests {
  private func renderLayout(_ values: LoginContent.Values) -> String {
    let layout = LoginLayout()
    let host = LayoutHost(layout)
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    layout.usernameField.text = values.username
    layout.passwordField.text = values.password
    layout.rememberSwitch.isOn = values.rememberMe
    if values.isLoading { host.showLoading() }
    if let error = values.error {
      host.presentErrorAlert(title: error.title, message: error.message, buttonTitle: AlertTexts.ok)
    }
    return Renderer.render(window)
  }

  private func renderContent(_ values: LoginContent.Values) -> String {
    ContentHost.render(LoginContent(values: .constant(values), onLogin: {}, onRegister: {}))
  }

  @Test func givenAnEmptyForm_whenBothAreRendered_thenLoginContentShowsWhatLoginLayoutShows() {
    // Given
    let values = LoginContent.Values()

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(LoginTexts.usernamePlaceholder))
  }

  @Test func givenAFilledFormLoadingWithAnError_whenBothAreRendered_thenTheyShowTheSame() {
    // Given
    let values = LoginContent.Values(
      username: "ana", password: "secret", rememberMe: true, isLoading: true,
      error: AlertMessage(title: LoginTexts.errorTitle, message: "Wrong password"))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("Loading..."))
    #expect(content.contains("Wrong password"))
  }

  @Test func givenLoginContent_whenTheUserTypesAndTapsLogin_thenValuesAndActionFollow()
    async throws
  {
    // Given
    var values = LoginContent.Values()
    var logins = 0
    let binding = Binding(get: { values }, set: { values = $0 })
    let host = HostingController(
      rootView: LoginContent(values: binding, onLogin: { logins += 1 }, onRegister: {}))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.type("ana", into: "login.username")
    try await driver.toggle("login.rememberMe")
    try await driver.tap("login.loginButton")

    // Then
    #expect(values == LoginContent.Values(username: "ana", rememberMe: true))
    #expect(logins == 1)
  }
}
