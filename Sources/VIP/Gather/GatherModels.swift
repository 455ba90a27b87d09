import Domain

/// The Gather scene's requests, responses and view models, one namespace per use case.
package enum Gather {
  /// Showing the gather when the scene loads: teams, scores, countdown, stepper and picker ranges.
  package enum FetchGather {
    /// Asks for the gather.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The gather, both scores, the countdown and the score bounds.
    package struct Response: Equatable, Sendable {
      package let gather: GatherModel
      package let teamAScore: Int
      package let teamBScore: Int
      package let time: GatherTime
      package let timerState: GatherTimer.State
      package let scoreRange: ClosedRange<Int>

      /// Creates the response.
      package init(
        gather: GatherModel, teamAScore: Int, teamBScore: Int, time: GatherTime,
        timerState: GatherTimer.State, scoreRange: ClosedRange<Int>
      ) {
        self.gather = gather
        self.teamAScore = teamAScore
        self.teamBScore = teamBScore
        self.time = time
        self.timerState = timerState
        self.scoreRange = scoreRange
      }
    }

    /// Everything the screen shows at first.
    package struct ViewModel: Equatable, Sendable {
      /// The `Team A` and `Team B` sections.
      package let teams: [DisplayedTeam]
      package let teamAScore: String
      package let teamBScore: String
      package let timer: UpdateTimer.ViewModel
      /// The lowest and highest value of each score stepper.
      package let scoreRange: ClosedRange<Int>
      /// The row titles of the picker's two wheels: minutes, then seconds.
      package let pickerComponents: [[String]]

      /// Creates the view model.
      package init(
        teams: [DisplayedTeam], teamAScore: String, teamBScore: String,
        timer: UpdateTimer.ViewModel, scoreRange: ClosedRange<Int>, pickerComponents: [[String]]
      ) {
        self.teams = teams
        self.teamAScore = teamAScore
        self.teamBScore = teamBScore
        self.timer = timer
        self.scoreRange = scoreRange
        self.pickerComponents = pickerComponents
      }
    }
  }

  /// A score stepper changed.
  package enum ChangeScore {
    /// The stepper's team and new value.
    package struct Request: Equatable, Sendable {
      package let team: TeamSection
      package let value: Double

      /// Creates the request.
      package init(team: TeamSection, value: Double) {
        self.team = team
        self.value = value
      }
    }

    /// The team's score now.
    package struct Response: Equatable, Sendable {
      package let team: TeamSection
      package let score: Int

      /// Creates the response.
      package init(team: TeamSection, score: Int) {
        self.team = team
        self.score = score
      }
    }

    /// The team's score label.
    package struct ViewModel: Equatable, Sendable {
      package let team: TeamSection
      package let text: String

      /// Creates the view model.
      package init(team: TeamSection, text: String) {
        self.team = team
        self.text = text
      }
    }
  }

  /// End Gather was tapped: confirm first.
  package enum EndGather {
    /// Asks to end.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// Ending awaits confirmation.
    package struct Response: Equatable, Sendable {
      /// Creates the response.
      package init() {}
    }

    /// The texts of the confirmation alert.
    package struct ViewModel: Equatable, Sendable {
      package let title: String
      package let message: String
      package let confirmTitle: String
      package let cancelTitle: String

      /// Creates the view model.
      package init(title: String, message: String, confirmTitle: String, cancelTitle: String) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
      }
    }
  }

  /// The confirmation's Yes: ending the gather with the score and winner (SPEC §1.6).
  package enum ConfirmEnd {
    /// Asks to end now.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// How ending went: `nil` when ended, else why not.
    package struct Response: Equatable, Sendable {
      package let error: ServiceError?

      /// Creates the response.
      package init(error: ServiceError?) {
        self.error = error
      }
    }

    /// The alert to show, or `nil` to go back to the Player List.
    package struct ViewModel: Equatable, Sendable {
      package let alert: ErrorAlert?

      /// Creates the view model.
      package init(alert: ErrorAlert?) {
        self.alert = alert
      }
    }
  }

  /// The loading overlay around ending the gather.
  package enum Loading {
    /// Whether the call is under way.
    package struct Response: Equatable, Sendable {
      package let isLoading: Bool

      /// Creates the response.
      package init(isLoading: Bool) {
        self.isLoading = isLoading
      }
    }

    /// Whether the overlay covers the screen.
    package struct ViewModel: Equatable, Sendable {
      package let showsOverlay: Bool

      /// Creates the view model.
      package init(showsOverlay: Bool) {
        self.showsOverlay = showsOverlay
      }
    }
  }
}
