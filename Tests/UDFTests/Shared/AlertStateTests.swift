import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// `AlertState` and the view controllers' render helpers that turn it, and the loading flag,
/// into what the screen shows.
@MainActor
@Suite struct AlertStateTests {
  private enum Choice: Equatable, Sendable { case yes, later }

  private let question = AlertState<Choice>(
    message: AlertMessage(title: "Sure?", message: "Really."),
    buttons: [
      .init(title: "Yes", role: .destructive, action: .yes),
      .init(title: "No", role: .cancel),
      .init(title: "Later", role: .default, action: .later),
    ])

  @Test func givenAnError_whenItsAlertIsMade_thenTitleMessageAndOneOKButtonSendingDismiss() {
    // When
    let alert = AlertState<Never>.error(title: "Error", message: "Broken.")

    // Then
    #expect(alert.message == AlertMessage(title: "Error", message: "Broken."))
    #expect(alert.buttons == [.init(title: "OK", role: .default)])
    #expect(alert.buttons.map(\.presentationAction) == [.dismiss])
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

  @Test func givenAPresentedAlert_whenAButtonIsTapped_thenItsOwnActionIsSentAndAwaited()
    async throws
  {
    // Given
    let screen = ViewController()
    let driver = ScreenHost.show(screen)
    var sent: [PresentationAction<Choice>] = []
    screen.render(alert: question, shown: nil) { sent.append($0) }

    // When
    try await driver.tapAlertAction("Later")

    // Then
    #expect(sent == [.presented(.later)])
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
