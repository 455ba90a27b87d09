import DeclarativeKit
import Domain

/// The declarative Gather (SPEC §3.7), `GatherLayout`'s widgets with the same identifiers and
/// texts: the scores and their steppers, the timer row, the teams, End Gather and the picker
/// panel, with the end confirmation and the error alert.
package struct GatherContent: View {
  /// What Gather shows.
  package struct Values: Equatable, Sendable {
    /// Team A's score.
    package var teamAScore = 0
    /// Team B's score.
    package var teamBScore = 0
    /// The countdown, `mm:ss`.
    package var timer = ""
    /// Start, Pause or Resume.
    package var actionTitle = ""
    /// The two teams.
    package var sections: [TeamTableSection] = []
    /// Whether the picker panel is shown.
    package var isPickerShown = false
    /// The rows of the minutes and seconds wheels.
    package var pickerRows = [0, 0]
    /// Whether the end confirmation is shown.
    package var isConfirmingEnd = false
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// Whether the end failure alert is shown.
    package var isShowingError = false

    /// Creates the values of a screen.
    package init(
      teamAScore: Int = 0, teamBScore: Int = 0, timer: String = "", actionTitle: String = "",
      sections: [TeamTableSection] = [], isPickerShown: Bool = false, pickerRows: [Int] = [0, 0],
      isConfirmingEnd: Bool = false, isLoading: Bool = false, isShowingError: Bool = false
    ) {
      self.teamAScore = teamAScore
      self.teamBScore = teamBScore
      self.timer = timer
      self.actionTitle = actionTitle
      self.sections = sections
      self.isPickerShown = isPickerShown
      self.pickerRows = pickerRows
      self.isConfirmingEnd = isConfirmingEnd
      self.isLoading = isLoading
      self.isShowingError = isShowingError
    }
  }

  /// What the user does on Gather, beside the steppers and wheels bound to `Values`.
  package struct Actions {
    /// The timer row's Cancel.
    package var cancelTapped: @MainActor () async -> Void = {}
    /// Set: opens the picker panel.
    package var setTapped: @MainActor () async -> Void = {}
    /// Start, Pause or Resume.
    package var actionTapped: @MainActor () async -> Void = {}
    /// End Gather.
    package var endTapped: @MainActor () async -> Void = {}
    /// The end confirmation's Yes.
    package var endConfirmed: @MainActor () async -> Void = {}
    /// The picker panel's Cancel.
    package var pickerCancelTapped: @MainActor () async -> Void = {}
    /// The picker panel's Done.
    package var pickerDoneTapped: @MainActor () async -> Void = {}

    /// Creates actions that do nothing; set the ones the screen handles.
    package init() {}
  }

  @Binding private var values: Values
  private let actions: Actions

  /// Creates the screen over `values`, calling `actions`.
  package init(values: Binding<Values>, actions: Actions) {
    _values = values
    self.actions = actions
  }

  /// The screen in the order of SPEC §3.7.
  package var body: some View {
    VStack {
      HStack {
        Text(TeamSection.teamA.scoreTitle)
        Text(TeamSection.teamB.scoreTitle)
      }
      HStack {
        Text("\(values.teamAScore)").accessibilityIdentifier("gather.teamAScore")
        Text("\(values.teamBScore)").accessibilityIdentifier("gather.teamBScore")
      }
      HStack {
        Stepper(value: $values.teamAScore, in: GatherResult.scoreRange)
          .accessibilityIdentifier("gather.teamAStepper")
        Stepper(value: $values.teamBScore, in: GatherResult.scoreRange)
          .accessibilityIdentifier("gather.teamBStepper")
      }
      timerRow
      teams
      Button(GatherTexts.endButton, action: actions.endTapped)
        .accessibilityIdentifier("gather.endButton")
      if values.isPickerShown { pickerPanel }
    }
    .navigationTitle(GatherTexts.title)
    .alert(GatherTexts.endConfirmationTitle, isPresented: $values.isConfirmingEnd) {
      Button(GatherTexts.endConfirmButton, action: actions.endConfirmed)
      Button(GatherTexts.endCancelButton) {}
    } message: {
      Text(GatherTexts.endConfirmationMessage)
    }
    .alert(GatherTexts.endErrorTitle, isPresented: $values.isShowingError) {
      Button(AlertTexts.ok) {}
    } message: {
      Text(GatherTexts.endErrorMessage)
    }
    .loadingOverlay(values.isLoading)
  }

  private var timerRow: some View {
    HStack {
      Text(values.timer).accessibilityIdentifier("gather.timer")
      Button(GatherTexts.cancelButton, action: actions.cancelTapped)
        .accessibilityIdentifier("gather.cancelButton")
      Button(GatherTexts.setButton, action: actions.setTapped)
        .accessibilityIdentifier("gather.setButton")
      Button(values.actionTitle, action: actions.actionTapped)
        .accessibilityIdentifier("gather.actionButton")
    }
  }

  private var teams: some View {
    List {
      ForEach(Array(values.sections.enumerated()), id: \.offset) { _, section in
        Section(section.header) {
          ForEach(Array(section.rows.enumerated()), id: \.offset) { _, row in
            ListRow(row.name, detail: row.detail, style: .value1)
          }
        }
      }
    }
    .accessibilityIdentifier("gather.table")
  }

  private var pickerPanel: some View {
    VStack {
      Picker(
        wheels: [
          GatherTime.pickerRange.map(GatherTime.minutesTitle),
          GatherTime.pickerRange.map(GatherTime.secondsTitle),
        ], selection: $values.pickerRows
      )
      .accessibilityIdentifier("gather.picker")
      HStack {
        Button(GatherTexts.pickerCancelButton, action: actions.pickerCancelTapped)
          .accessibilityIdentifier("gather.pickerCancel")
        Button(GatherTexts.pickerDoneButton, action: actions.pickerDoneTapped)
          .accessibilityIdentifier("gather.pickerDone")
      }
    }
  }
}
