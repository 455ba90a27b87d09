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
    /// The end confirmation, while it is shown.
    package var endConfirmation: AlertMessage?
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// The end failure alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of a screen.
    package init(
      teamAScore: Int = 0, teamBScore: Int = 0, timer: String = "", actionTitle: String = "",
      sections: [TeamTableSection] = [], isPickerShown: Bool = false, pickerRows: [Int] = [0, 0],
      endConfirmation: AlertMessage? = nil, isLoading: Bool = false, error: AlertMessage? = nil
    ) {
      self.teamAScore = teamAScore
      self.teamBScore = teamBScore
      self.timer = timer
      self.actionTitle = actionTitle
      self.sections = sections
      self.isPickerShown = isPickerShown
      self.pickerRows = pickerRows
      self.endConfirmation = endConfirmation
      self.isLoading = isLoading
      self.error = error
    }
  }

  /// What the user does on Gather, beside the steppers and wheels bound to `Values`.
  package struct Actions {
    /// A stepper stepped to a team's new score, on a screen drawn from `Values`, whose score
    /// changes only when its view shows the new one.
    package var scoreChanged: @MainActor (_ goals: Int, _ team: TeamSection) -> Void = { _, _ in }
    /// The timer row's Cancel.
    package var cancelTapped: @MainActor () -> Void = {}
    /// Set: opens the picker panel.
    package var setTapped: @MainActor () -> Void = {}
    /// Start, Pause or Resume.
    package var actionTapped: @MainActor () -> Void = {}
    /// End Gather.
    package var endTapped: @MainActor () -> Void = {}
    /// The end confirmation's Yes.
    package var endConfirmed: @MainActor () -> Void = {}
    /// The picker panel's Cancel.
    package var pickerCancelTapped: @MainActor () -> Void = {}
    /// The picker panel's Done.
    package var pickerDoneTapped: @MainActor () -> Void = {}

    /// Creates actions that do nothing; set the ones the screen handles.
    package init() {}
  }

  @Binding private var teamAScore: Int
  @Binding private var teamBScore: Int
  private let timer: String
  private let actionTitle: String
  private let sections: [TeamTableSection]
  private let pickerRows: Binding<[Int]>?
  @Binding private var endConfirmation: AlertMessage?
  private let isLoading: Bool
  @Binding private var error: AlertMessage?
  private let actions: Actions

  /// Creates the screen: the steppers edit the scores, the picker panel shows while
  /// `pickerRows` is not nil and edits it, the end confirmation shows while `isConfirmingEnd`,
  /// the failure alert while `isShowingError`; the buttons call `actions`.
  package init(
    teamAScore: Binding<Int>, teamBScore: Binding<Int>, timer: String, actionTitle: String,
    sections: [TeamTableSection], pickerRows: Binding<[Int]>?, isConfirmingEnd: Binding<Bool>,
    isLoading: Bool, isShowingError: Binding<Bool>, actions: Actions
  ) {
    _teamAScore = teamAScore
    _teamBScore = teamBScore
    self.timer = timer
    self.actionTitle = actionTitle
    self.sections = sections
    self.pickerRows = pickerRows
    _endConfirmation = .fixed(
      AlertMessage(
        title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage),
      while: isConfirmingEnd)
    self.isLoading = isLoading
    _error = .fixed(
      AlertMessage(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage),
      while: isShowingError)
    self.actions = actions
  }

  /// Creates the screen from `values`: a stepped score goes to `actions.scoreChanged`, the
  /// wheels edit `values.pickerRows` while the picker is shown, the alerts show the texts
  /// `values` holds.
  package init(values: Binding<Values>, actions: Actions) {
    let shown = values.wrappedValue
    _teamAScore = Self.score(of: .teamA, in: values, actions: actions)
    _teamBScore = Self.score(of: .teamB, in: values, actions: actions)
    timer = shown.timer
    actionTitle = shown.actionTitle
    sections = shown.sections
    pickerRows = shown.isPickerShown ? values.pickerRows : nil
    _endConfirmation = values.endConfirmation
    isLoading = shown.isLoading
    _error = values.error
    self.actions = actions
  }

  /// A team's score as `values` holds it; a step is the user's request, which the view shows
  /// once its owner answers.
  private static func score(
    of team: TeamSection, in values: Binding<Values>, actions: Actions
  ) -> Binding<Int> {
    let goals = team == .teamA ? \Values.teamAScore : \Values.teamBScore
    return Binding(
      get: { values.wrappedValue[keyPath: goals] },
      set: { actions.scoreChanged($0, team) })
  }

  /// The screen in the order of SPEC §3.7.
  package var body: some View {
    VStack {
      HStack {
        Text(TeamSection.teamA.scoreTitle)
        Text(TeamSection.teamB.scoreTitle)
      }
      HStack {
        Text("\(teamAScore)").accessibilityIdentifier("gather.teamAScore")
        Text("\(teamBScore)").accessibilityIdentifier("gather.teamBScore")
      }
      HStack {
        Stepper(TeamSection.teamA.scoreTitle, value: $teamAScore, in: GatherResult.scoreRange)
          .accessibilityIdentifier("gather.teamAStepper")
        Stepper(TeamSection.teamB.scoreTitle, value: $teamBScore, in: GatherResult.scoreRange)
          .accessibilityIdentifier("gather.teamBStepper")
      }
      .labelsHidden()
      timerRow
      teams
      Button(GatherTexts.endButton, action: actions.endTapped)
        .accessibilityIdentifier("gather.endButton")
      if let pickerRows { pickerPanel(pickerRows) }
    }
    .navigationTitle(GatherTexts.title)
    .confirmationAlert(
      $endConfirmation, confirm: GatherTexts.endConfirmButton, cancel: GatherTexts.endCancelButton,
      onConfirm: actions.endConfirmed
    )
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }

  private var timerRow: some View {
    HStack {
      Text(timer).accessibilityIdentifier("gather.timer")
      Button(GatherTexts.cancelButton, action: actions.cancelTapped)
        .accessibilityIdentifier("gather.cancelButton")
      Button(GatherTexts.setButton, action: actions.setTapped)
        .accessibilityIdentifier("gather.setButton")
      Button(actionTitle, action: actions.actionTapped)
        .accessibilityIdentifier("gather.actionButton")
    }
  }

  private var teams: some View {
    List {
      ForEach(Array(sections.enumerated()), id: \.offset) { _, section in
        Section(section.header) {
          ForEach(Array(section.rows.enumerated()), id: \.offset) { _, row in
            LabeledContent(row.name, value: row.detail)
          }
        }
      }
    }
    .accessibilityIdentifier("gather.table")
  }

  private func pickerPanel(_ pickerRows: Binding<[Int]>) -> some View {
    VStack {
      // Two wheels side by side, which the kit hosts as one picker of two components.
      HStack {
        Picker(GatherTexts.minutesLabel, selection: pickerRows[0]) {
          ForEach(GatherTime.pickerRange, id: \.self) { Text(GatherTime.minutesTitle($0)) }
        }
        Picker(GatherTexts.secondsLabel, selection: pickerRows[1]) {
          ForEach(GatherTime.pickerRange, id: \.self) { Text(GatherTime.secondsTitle($0)) }
        }
      }
      .pickerStyle(.wheel)
      .labelsHidden()
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
