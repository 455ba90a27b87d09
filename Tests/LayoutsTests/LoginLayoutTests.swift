import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct LoginLayoutTests {
  @Test func givenLoginLayout_whenInstalled_thenTheFormIsInSpecOrderWithItsTexts() {
    // Given
    let layout = LoginLayout()

    // When
    let screen = LayoutHost.render(layout)

    // Then
    let order = [
      LoginTexts.usernamePlaceholder, LoginTexts.passwordPlaceholder, LoginTexts.loginButton,
      LoginTexts.rememberMe, LoginTexts.noAccount, LoginTexts.registerButton,
    ].map { screen.range(of: $0)?.lowerBound }
    #expect(!order.contains(nil))
    #expect(order.compactMap(\.self) == order.compactMap(\.self).sorted())
  }

  @Test func givenLoginLayout_whenBuilt_thenWidgetsCarryTheirIdentifiersAndSettings() {
    // Given / When
    let layout = LoginLayout()

    // Then
    #expect(layout.usernameField.identifier == "login.username")
    #expect(layout.usernameField.autocorrection == false)
    #expect(layout.passwordField.identifier == "login.password")
    #expect(layout.passwordField.isSecureTextEntry)
    #expect(layout.rememberSwitch.identifier == "login.rememberMe")
    #expect(layout.loginButton.title == LoginTexts.loginButton)
    #expect(layout.registerButton.identifier == "login.registerButton")
    #expect(layout.rightBarButtonItem == nil)
  }
}
