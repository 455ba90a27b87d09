import Domain

// MARK: - The countdown and its picker

extension GatherScene {
  /// The action button: Start, Pause or Resume; nothing at 00:00.
  enum ToggleTimer {
    /// Asks to start, pause or resume.
    struct Request: Equatable, Sendable {}
  }

  /// Cancel next to the timer: back to 10:00, the picker closed.
  enum ResetTimer {
    /// Asks to reset.
    struct Request: Equatable, Sendable {}
  }

  /// The picker's Done: the countdown stops at the picked time, the picker closed.
  enum SetTimer {
    /// The time the wheels are on.
    struct Request: Equatable, Sendable {
      let time: GatherTime
    }
  }

  /// The screen is being left: the countdown stops where it is, with no answer.
  enum StopTimer {
    /// Asks to stop.
    struct Request: Equatable, Sendable {}
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
