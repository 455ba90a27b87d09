import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// `AlertState` and the view controllers' render helpers that turn it, and the loading flag,
/// into what the screen shows.
@MainActor
@Suite struct AlertStateTests {
  private enum Choice: Equatable, Sendable { case ok, yes, no }

  private let question = AlertState<Choice>(
    message: AlertMessage(title: "Sure?", message: "Really."),
    buttons: [
      .init(title: "Yes", role: .destructive, action: .yes),
      .init(title: "No", role: .cancel, action: .no),
      .init(title: "Later", role: .default, action: .ok),
    ])

  @Test func givenAnError_whenItsAlertIsMade_thenTitleMessageAndOneOKButtonSendingDismiss() {
    // When
    let alert = AlertState<Choice>.error(title: "Error", message: "Broken.", dismiss: .ok)

    // Then
    #expect(alert.message == AlertMessage(title: "Error", message: "Broken."))
    #expect(alert.buttons == [.init(title: "OK", role: .default, action: .ok)])
  }

  @Test func givenNoAlertShown_whenAnAlertIsRendered_thenItIsPresentedWithItsButtonsStyles() {
    // Given
    let screen = ViewController()
    let driver = ScreenHost.show(screen)

    // When
    screen.render(alert: question, shown: nil) { _ in }

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(title: "Sure?", message: "Really.", actions: ["Yes", "No", "Later"]))
    #expect(
      screen.presentedAlert?.actions.map(\.style) == [.destructive, .cancel, .default])
  }

  @Test func givenTheSameAlertShown_whenRenderedAgainOrCleared_thenNothingMoreIsPresented() {
    // Given
    let screen = ViewController()
    _ = ScreenHost.show(screen)
    screen.render(alert: question, shown: nil) { _ in }
    screen.dismissAlert()

    // When
    screen.render(alert: question, shown: question) { _ in }
    screen.render(alert: nil, shown: question) { _ in }

    // Then
    #expect(screen.presentedAlert == nil)
  }

  @Test func givenAPresentedAlert_whenAButtonIsTapped_thenItsActionIsSentAndAwaited() async throws {
    // Given
    let screen = ViewController()
    let driver = ScreenHost.show(screen)
    var sent: [Choice] = []
    screen.render(alert: question, shown: nil) { sent.append($0) }

    // When
    try await driver.tapAlertAction("No")

    // Then
    #expect(sent == [.no])
    #expect(driver.alert == nil)
  }

  @Test func givenAScreen_whenLoadingIsRenderedOnThenOff_thenTheOverlayFollows() {
    // Given
    let screen = ViewController()
    let driver = ScreenHost.show(screen)

    // When
    screen.render(isLoading: true)
    let shownWhileLoading = driver.isLoading
    screen.render(isLoading: false)

    // Then
    #expect(shownWhileLoading)
    #expect(driver.isLoading == false)
  }
}
