import Domain
import Testing
import ViewKit

/// Gather: scores, the countdown on the manual clock, the picker, ending and leaving
/// (SPEC §1.5, §1.6, §3.7; R-1, R-15 to R-18, R-23).
extension Scenario {
  static let gather: [Scenario] = [
    Scenario("givenTwoTeamsAndABench_whenTheGatherStarts_thenItShowsTeamsScoresAndTimer") { app in
      // Given
      try await app.logIn()
      try await app.confirmTwoTeams([0, 1, 2])
      // When
      try await app.perform(.tap("confirmPlayers.startButton"), holding: .createGather) { app in
        #expect(app.isLoading)
      }
      // Then
      #expect(app.title == "Gather in progress")
      #expect(app.screen.contains("TEAM A"))
      #expect(try app.text("gather.teamAScore") == "0")
      #expect(try app.text("gather.teamBScore") == "0")
      #expect(try app.text("gather.timer") == "10:00")
      #expect(try app.text("gather.actionButton") == "Start")
      #expect(try app.headers("gather.table") == ["Team A", "Team B"])
      #expect(try app.teams("gather.table") == [["Ana MID"], ["Bruno GK"]])
      #expect(!app.shows("gather.picker"))
      // The bench player is not sent.
      let gathers = try app.world.gathers()
      #expect(
        try gathers.map { try app.world.members(of: $0) } == [["Ana in Team A", "Bruno in Team B"]])
      #expect(gathers.first?.score == nil)
    },

    Scenario("givenTheScoreSteppers_whenTapped_thenTheLabelsFollowFrom0To100") { app in
      // Given
      try await app.startGather()
      #expect(
        app.controls.contains(
          ControlSnapshot(
            kind: .stepper(value: 0, minimum: 0, maximum: 100), address: "gather.teamAStepper")))
      // When
      try await app.stepDown("gather.teamAStepper")
      // Then
      #expect(try app.text("gather.teamAScore") == "0")
      for _ in 0..<3 { try await app.stepUp("gather.teamAStepper") }
      try await app.stepDown("gather.teamAStepper")
      try await app.stepUp("gather.teamBStepper")
      #expect(try app.text("gather.teamAScore") == "2")
      #expect(try app.text("gather.teamBScore") == "1")
    },

    Scenario("givenTheTimer_whenStartedPausedAndResumed_thenItCountsDownOnlyWhileRunning") { app in
      // Given
      try await app.startGather()
      // When
      try await app.tap("gather.actionButton")
      // Then
      #expect(try app.text("gather.actionButton") == "Pause")
      try await app.wait(seconds: 1)
      #expect(try app.text("gather.timer") == "09:59")
      try await app.wait(seconds: 65)
      #expect(try app.text("gather.timer") == "08:54")
      try await app.tap("gather.actionButton")
      #expect(try app.text("gather.actionButton") == "Resume")
      try await app.wait(seconds: 30)
      #expect(try app.text("gather.timer") == "08:54")
      try await app.tap("gather.actionButton")
      #expect(try app.text("gather.actionButton") == "Pause")
      try await app.wait(seconds: 4)
      #expect(try app.text("gather.timer") == "08:50")
    },

    Scenario("givenAThreeSecondTimer_whenItRunsOut_thenItStopsAt00_00AndStartDoesNothing") { app in
      // Given
      try await app.startGather()
      try await app.tap("gather.setButton")
      #expect(app.shows("gather.picker"))
      #expect(try app.selectedRows("gather.picker") == [10, 0])
      try await app.pick(row: 0, component: 0, in: "gather.picker")
      try await app.pick(row: 3, component: 1, in: "gather.picker")
      try await app.tap("gather.pickerDone")
      #expect(!app.shows("gather.picker"))
      #expect(try app.text("gather.timer") == "00:03")
      // When
      try await app.tap("gather.actionButton")
      try await app.wait(seconds: 3)
      // Then: R-15
      #expect(try app.text("gather.timer") == "00:00")
      #expect(try app.text("gather.actionButton") == "Start")
      #expect(app.world.clock.sleeperCount == 0)
      try await app.wait(seconds: 5)
      try await app.tap("gather.actionButton")
      #expect(try app.text("gather.timer") == "00:00")
      #expect(try app.text("gather.actionButton") == "Start")
      try await app.tap("gather.cancelButton")
      #expect(try app.text("gather.timer") == "10:00")
    },

    Scenario("givenThePicker_whenCancelledOrTheTimerIsReset_thenTheTimeIsKeptOrReset") { app in
      // Given
      try await app.startGather()
      try await app.tap("gather.actionButton")
      try await app.wait(seconds: 10)
      // When
      try await app.tap("gather.setButton")
      // Then: the wheels show the time left, and the countdown goes on
      #expect(try app.selectedRows("gather.picker") == [9, 50])
      try await app.wait(seconds: 2)
      #expect(try app.text("gather.timer") == "09:48")
      try await app.pick(row: 1, component: 0, in: "gather.picker")
      try await app.tap("gather.pickerCancel")
      #expect(!app.shows("gather.picker"))
      #expect(try app.text("gather.timer") == "09:48")
      #expect(try app.text("gather.actionButton") == "Pause")
      try await app.tap("gather.setButton")
      try await app.tap("gather.cancelButton")
      #expect(!app.shows("gather.picker"))
      #expect(try app.text("gather.timer") == "10:00")
      #expect(try app.text("gather.actionButton") == "Start")
      try await app.wait(seconds: 5)
      #expect(try app.text("gather.timer") == "10:00")
    },

    Scenario("givenAScoreOf2To1_whenTheGatherEnds_thenTeamAWinsAndTheListIsInListMode") { app in
      // Given
      try await app.startGather()
      for _ in 0..<2 { try await app.stepUp("gather.teamAStepper") }
      try await app.stepUp("gather.teamBStepper")
      // When
      try await app.tap("gather.endButton")
      // Then
      #expect(
        app.alert
          == AlertSnapshot(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            actions: ["Yes", "Cancel"]))
      try await app.answer("Cancel")
      #expect(app.title == "Gather in progress")
      #expect(try app.text("gather.teamAScore") == "2")
      try await app.tap("gather.endButton")
      try await app.perform(.alertAction("Yes"), holding: .endGather) { app in
        // R-16: the overlay is up during the call
        #expect(app.isLoading)
      }
      #expect(app.title == "Players")
      #expect(try app.text("playerList.selectButton") == "Select")
      #expect(try app.text("playerList.actionButton") == "Add player")
      #expect(try app.isEnabled("playerList.actionButton"))
      #expect(try app.rows("playerList.table").allSatisfy { $0.checkbox == nil })
      let ended = try app.world.gathers().map { "\($0.score ?? "-") \($0.winnerTeam ?? "-")" }
      #expect(ended == ["2-1 Team A"])
      try await app.back()
      #expect(app.shows("login.loginButton"))
    },

    Scenario("givenADraw_whenTheGatherEnds_thenNobodyWins") { app in
      // Given
      try await app.startGather()
      try await app.stepUp("gather.teamAStepper")
      try await app.stepUp("gather.teamBStepper")
      // When
      try await app.tap("gather.endButton")
      try await app.answer("Yes")
      // Then: R-1
      let ended = try app.world.gathers().map { "\($0.score ?? "-") \($0.winnerTeam ?? "-")" }
      #expect(ended == ["1-1 None"])
      #expect(app.title == "Players")
    },

    Scenario("givenEndingFails_whenYesIsTapped_thenErrorUpdateAndScoresAndTimerCarryOn") { app in
      // Given
      try await app.startGather()
      for _ in 0..<3 { try await app.stepUp("gather.teamBStepper") }
      try await app.tap("gather.actionButton")
      try await app.wait(seconds: 5)
      app.world.backend.failNext(.endGather, with: .transport)
      // When
      try await app.tap("gather.endButton")
      try await app.answer("Yes")
      // Then: R-18
      #expect(
        app.alert
          == errorAlert("Unable to update gather. Please try again.", title: "Error update"))
      try await app.answer("OK")
      #expect(!app.isLoading)
      #expect(try app.text("gather.teamBScore") == "3")
      #expect(try app.text("gather.timer") == "09:55")
      try await app.wait(seconds: 1)
      #expect(try app.text("gather.timer") == "09:54")
      try await app.tap("gather.endButton")
      try await app.answer("Yes")
      // R-17: a successful end stops the timer.
      #expect(app.title == "Players")
      #expect(app.world.clock.sleeperCount == 0)
      let ended = try app.world.gathers().map { "\($0.score ?? "-") \($0.winnerTeam ?? "-")" }
      #expect(ended == ["0-3 Team B"])
    },

    Scenario("givenARunningTimer_whenLeavingWithBack_thenItStopsAndStartingAgainMakesANewGather") {
      app in
      // Given
      try await app.startGather()
      try await app.tap("gather.actionButton")
      try await app.wait(seconds: 3)
      // When
      try await app.back()
      // Then: R-17 and R-23
      #expect(app.title == "Confirm Players")
      #expect(app.world.clock.sleeperCount == 0)
      try await app.tap("confirmPlayers.startButton")
      #expect(app.title == "Gather in progress")
      #expect(try app.text("gather.timer") == "10:00")
      #expect(try app.text("gather.actionButton") == "Start")
      let gathers = try app.world.gathers()
      #expect(gathers.count == 2)
      #expect(gathers.allSatisfy { $0.score == nil })
    },
  ]
}

extension AcceptanceApp {
  /// The selected row of each wheel of a picker.
  func selectedRows(_ picker: String) throws -> [Int] {
    try driver.selectedRows(in: picker)
  }
}
