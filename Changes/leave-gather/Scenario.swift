import Domain
import Testing
import ViewKit

/// The `leave-gather` change (Changes/leave-gather/README.md): Back asks first.
enum ChangeUnderTest {
  static let scenario = Scenario(
    "givenARunningGather_whenBackIsTapped_thenStayKeepsItRunningAndLeaveGoesBack"
  ) { app in
    // Given: a gather with a goal for Team A and the timer running
    try await app.startGather()
    try await app.stepUp("gather.teamAStepper")
    try await app.tap("gather.actionButton")
    try await app.wait(seconds: 5)
    // When
    try await app.back()
    // Then
    #expect(
      app.alert
        == AlertSnapshot(
          title: "Leave the gather?", message: "The score and the timer will be lost.",
          actions: ["Leave", "Stay"]))

    // When: time goes on while the alert asks, then Stay
    try await app.wait(seconds: 2)
    try await app.answer("Stay")
    try await app.wait(seconds: 1)
    // Then: still on the gather, the score kept and the timer still running
    #expect(app.title == "Gather in progress")
    #expect(try app.text("gather.teamAScore") == "1")
    #expect(try app.text("gather.timer") == "09:52")
    #expect(try app.text("gather.actionButton") == "Pause")

    // When: Back again, and Leave
    try await app.back()
    try await app.answer("Leave")
    try await app.wait(seconds: 5)
    // Then: Confirm Players, the gather left unfinished
    #expect(app.title == "Confirm Players")
    #expect(try app.world.gathers().last?.score == nil)

    // When: a new gather starts
    try await app.tap("confirmPlayers.startButton")
    // Then: it starts from scratch
    #expect(try app.text("gather.teamAScore") == "0")
    #expect(try app.text("gather.timer") == "10:00")
    #expect(try app.world.gathers().count == 2)
  }
}
