import Domain

// MARK: - The countdown and its picker

extension GatherScene {
  /// The countdown's buttons: the action button, Cancel (reset), and the picker's Done.
  enum ControlTimer {
    /// What the user asked of the countdown.
    enum Action: Equatable, Sendable {
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
    struct Request: Equatable, Sendable {
      let action: Action
    }
  }

  /// The countdown changed: after a button, and on every tick.
  enum UpdateTimer {
    /// The time left, the timer state, and whether the picker panel closes.
    struct Response: Equatable, Sendable {
      let time: GatherTime
      let state: GatherTimer.State
      let closesPicker: Bool
    }

    /// The timer label, the action button's title, and whether the picker panel closes.
    struct ViewModel: Equatable, Sendable {
      let timerText: String
      let actionTitle: String
      let closesPicker: Bool
    }
  }

  /// Set: opening the picker at the time left; the countdown keeps going.
  enum OpenPicker {
    /// Asks for the picker.
    struct Request: Equatable, Sendable {}

    /// The time left.
    struct Response: Equatable, Sendable {
      let time: GatherTime
    }

    /// The wheel rows to select.
    struct ViewModel: Equatable, Sendable {
      let minutesRow: Int
      let secondsRow: Int
    }
  }
}
