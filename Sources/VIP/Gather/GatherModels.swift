import Domain

/// The Gather scene's requests, responses and view models, one namespace per use case.
enum GatherScene {
  /// Showing the gather when the scene loads: teams, scores and countdown.
  enum FetchGather {
    /// Asks for the gather.
    struct Request: Equatable, Sendable {}

    /// The gather, both scores and the countdown.
    struct Response: Equatable, Sendable {
      let gather: GatherModel
      let teamAScore: Int
      let teamBScore: Int
      let time: GatherTime
      let timerState: GatherTimer.State
    }

    /// Everything the screen shows at first.
    struct ViewModel: Equatable, Sendable {
      /// The `Team A` and `Team B` sections.
      let teams: [TeamTableSection]
      let teamAScore: String
      let teamBScore: String
      let timer: UpdateTimer.ViewModel
    }
  }

  /// A score stepper changed.
  enum ChangeScore {
    /// The stepper's team and new score.
    struct Request: Equatable, Sendable {
      let team: TeamSection
      let goals: Int
    }

    /// The team's score now.
    struct Response: Equatable, Sendable {
      let team: TeamSection
      let score: Int
    }

    /// The team's score to show.
    struct ViewModel: Equatable, Sendable {
      let team: TeamSection
      let goals: Int
    }
  }

  /// End Gather was tapped: confirm first.
  enum EndGather {
    /// Asks to end.
    struct Request: Equatable, Sendable {}

    /// Ending awaits confirmation.
    struct Response: Equatable, Sendable {}

    /// The texts of the confirmation alert.
    struct ViewModel: Equatable, Sendable {
      let title: String
      let message: String
      let confirmTitle: String
      let cancelTitle: String
    }
  }

  /// The confirmation's Yes: ending the gather with the score and winner (SPEC §1.6).
  enum ConfirmEnd {
    /// Asks to end now.
    struct Request: Equatable, Sendable {}

    /// How ending went: `nil` when ended, else why not.
    struct Response: Equatable, Sendable {
      let error: ServiceError?
    }

    /// The alert to show, or `nil` to go back to the Player List.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage?
    }
  }

  /// The loading overlay around ending the gather.
  enum Loading {
    /// Whether the call is under way.
    struct Response: Equatable, Sendable {
      let isLoading: Bool
    }

    /// Whether the overlay covers the screen.
    struct ViewModel: Equatable, Sendable {
      let showsOverlay: Bool
    }
  }
}
