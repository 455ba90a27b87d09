import Domain

/// The Confirm Players scene's requests, responses and view models, one namespace per use case.
enum ConfirmPlayersScene {
  /// Showing the bench and the two teams: on load and after every move.
  enum FetchTeams {
    /// Asks for the teams.
    struct Request: Equatable, Sendable {}

    /// The bench and the teams.
    struct Response: Equatable, Sendable {
      let teams: TeamAssignment
    }

    /// The `Bench`, `Team A`, `Team B` sections and whether Start Gather is enabled.
    struct ViewModel: Equatable, Sendable {
      let sections: [TeamTableSection]
      let isStartEnabled: Bool
    }
  }

  /// A row dragged to another place, in its section or another one.
  enum MovePlayer {
    /// Where the row was and where it was dropped, as section and row indices.
    struct Request: Equatable, Sendable {
      let sourceSection: Int
      let sourceRow: Int
      let destinationSection: Int
      let destinationRow: Int
    }
  }

  /// Start Gather: creating the gather with both teams.
  enum StartGather {
    /// Asks to start.
    struct Request: Equatable, Sendable {}

    /// How starting ended: `nil` when the gather is ready, else why not.
    struct Response: Equatable, Sendable {
      let error: ServiceError?
    }

    /// The alert to show, or `nil` to move on to Gather.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage?
    }
  }

  /// The loading overlay around the start.
  enum Loading {
    /// Whether the start is under way.
    struct Response: Equatable, Sendable {
      let isLoading: Bool
    }

    /// Whether the overlay covers the screen.
    struct ViewModel: Equatable, Sendable {
      let showsOverlay: Bool
    }
  }
}
