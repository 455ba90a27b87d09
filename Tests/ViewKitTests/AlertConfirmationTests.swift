import Testing
import ViewKit

@MainActor @Suite struct AlertConfirmationTests {
  @Test func givenAConfirmation_whenBuilt_thenConfirmThenCancelWithTheirStyles() {
    // Given / When
    let alert = AlertController.confirmation(
      title: "Delete player", message: "Sure?", confirmTitle: "Delete", confirmStyle: .destructive,
      cancelTitle: "Cancel", onConfirm: {})

    // Then
    #expect(alert.title == "Delete player")
    #expect(alert.message == "Sure?")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
  }

  @Test func givenAConfirmation_whenEachButtonRuns_thenItsOwnHandlerRuns() async {
    // Given
    var heard: [String] = []
    let alert = AlertController.confirmation(
      title: nil, message: nil, confirmTitle: "Yes", cancelTitle: "No",
      onConfirm: { heard.append("yes") }, onCancel: { heard.append("no") })

    // When
    for action in alert.actions { await action.handler?() }

    // Then
    #expect(heard == ["yes", "no"])
  }
}
