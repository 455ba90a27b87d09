import Domain

// MARK: - The countdown and its picker

extension Gather {
  /// The countdown's buttons: the action button, Cancel (reset), and the picker's Done.
  package enum ControlTimer {
    /// What the user asked of the countdown.
    package enum Action: Equatable, Sendable {
      /// Start, Pause or Resume.
      case toggle
      /// Cancel: back to 10:00.
      case reset
      /// The picker's Done with these wheel rows selected.
      case set(minutesRow: Int, secondsRow: Int)
      /// The screen is being left.
      case stop
    }

    /// The button tapped.
    package struct Request: Equatable, Sendable {
      package let action: Action

      /// Creates the request.
      package init(action: Action) {
        self.action = action
      }
    }
  }

  /// The countdown changed: after a button, and on every tick.
  package enum UpdateTimer {
    /// The time left, the timer state, and whether the picker panel closes.
    package struct Response: Equatable, Sendable {
      package let time: GatherTime
      package let state: GatherTimer.State
      package let closesPicker: Bool

      /// Creates the response.
      package init(time: GatherTime, state: GatherTimer.State, closesPicker: Bool) {
        self.time = time
        self.state = state
        self.closesPicker = closesPicker
      }
    }

    /// The timer label, the action button's title, and whether the picker panel closes.
    package struct ViewModel: Equatable, Sendable {
      package let timerText: String
      package let actionTitle: String
      package let closesPicker: Bool

      /// Creates the view model.
      package init(timerText: String, actionTitle: String, closesPicker: Bool) {
        self.timerText = timerText
        self.actionTitle = actionTitle
        self.closesPicker = closesPicker
      }
    }
  }

  /// Set: opening the picker at the time left; the countdown keeps going.
  package enum OpenPicker {
    /// Asks for the picker.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The time left.
    package struct Response: Equatable, Sendable {
      package let time: GatherTime

      /// Creates the response.
      package init(time: GatherTime) {
        self.time = time
      }
    }

    /// The wheel rows to select.
    package struct ViewModel: Equatable, Sendable {
      package let minutesRow: Int
      package let secondsRow: Int

      /// Creates the view model.
      package init(minutesRow: Int, secondsRow: Int) {
        self.minutesRow = minutesRow
        self.secondsRow = secondsRow
      }
    }
  }
}
