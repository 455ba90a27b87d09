import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Gather: draws `GatherViewState` through Layouts'
/// `GatherContent` and reports every event (Domain's `GatherEvents`) to the presenter hub.
///
/// The countdown stops when the module leaves the path (`ModulePath`), as the view controller
/// reports `viewWillDisappear()`.
struct GatherScreen: View {
  /// The passive view the presenter drives.
  @Bindable var viewState: GatherViewState

  /// The scores, the countdown, the teams and the picker; the first appearance is reported as
  /// `viewDidLoad()`.
  var body: some View {
    GatherContent(
      teamAScore: score(of: .teamA), teamBScore: score(of: .teamB),
      timer: viewState.values.timer, actionTitle: viewState.values.actionTitle,
      sections: viewState.values.sections,
      pickerRows: viewState.values.isPickerShown ? $viewState.values.pickerRows : nil,
      isConfirmingEnd: $viewState.values.isConfirmingEnd, isLoading: viewState.values.isLoading,
      isShowingError: $viewState.values.isShowingError, actions: events
    )
    .onFirstAppear { viewState.presenter.viewDidLoad() }
  }

  /// A team's score; a stepped one also goes to the presenter.
  private func score(of team: TeamSection) -> Binding<Int> {
    let viewState = viewState
    let score = team == .teamA ? \GatherContent.Values.teamAScore : \.teamBScore
    return Binding(
      get: { viewState.values[keyPath: score] },
      set: { goals in
        guard goals != viewState.values[keyPath: score] else { return }
        viewState.values[keyPath: score] = goals
        viewState.presenter.scoreStepperChanged(to: Double(goals), for: team)
      })
  }

  /// The user's taps, each the `GatherEvents` call the view controller's layout makes.
  private var events: GatherContent.Actions {
    let viewState = viewState
    let presenter = viewState.presenter
    var events = GatherContent.Actions()
    events.cancelTapped = { presenter.cancelTapped() }
    events.setTapped = { presenter.setTapped() }
    events.actionTapped = { presenter.actionTapped() }
    events.endTapped = { presenter.endTapped() }
    events.endConfirmed = { Task { await presenter.endGatherConfirmed() } }
    events.pickerCancelTapped = { presenter.pickerCancelTapped() }
    events.pickerDoneTapped = {
      let wheels = viewState.values.pickerRows
      guard wheels.count == 2 else { return }
      presenter.pickerDoneTapped(time: GatherTime(minutesRow: wheels[0], secondsRow: wheels[1]))
    }
    return events
  }
}
