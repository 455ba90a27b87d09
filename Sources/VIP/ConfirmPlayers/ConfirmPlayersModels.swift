import Domain

/// The Confirm Players scene's requests, responses and view models, one namespace per use case.
package enum ConfirmPlayers {
  /// Showing the bench and the two teams: on load and after every move.
  package enum FetchTeams {
    /// Asks for the teams.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The bench and the teams.
    package struct Response: Equatable, Sendable {
      package let teams: TeamAssignment

      /// Creates the response.
      package init(teams: TeamAssignment) {
        self.teams = teams
      }
    }

    /// The `Bench`, `Team A`, `Team B` sections and whether Start Gather is enabled.
    package struct ViewModel: Equatable, Sendable {
      package let sections: [DisplayedTeam]
      package let isStartEnabled: Bool

      /// Creates the view model.
      package init(sections: [DisplayedTeam], isStartEnabled: Bool) {
        self.sections = sections
        self.isStartEnabled = isStartEnabled
      }
    }
  }

  /// A row dragged to another place, in its section or another one.
  package enum MovePlayer {
    /// Where the row was and where it was dropped, as section and row indices.
    package struct Request: Equatable, Sendable {
      package let sourceSection: Int
      package let sourceRow: Int
      package let destinationSection: Int
      package let destinationRow: Int

      /// Creates the request.
      package init(sourceSection: Int, sourceRow: Int, destinationSection: Int, destinationRow: Int)
      {
        self.sourceSection = sourceSection
        self.sourceRow = sourceRow
        self.destinationSection = destinationSection
        self.destinationRow = destinationRow
      }
    }
  }

  /// Start Gather: creating the gather with both teams.
  package enum StartGather {
    /// Asks to start.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// How starting ended: `nil` when the gather is ready, else why not.
    package struct Response: Equatable, Sendable {
      package let error: ServiceError?

      /// Creates the response.
      package init(error: ServiceError?) {
        self.error = error
      }
    }

    /// The alert to show, or `nil` to move on to Gather.
    package struct ViewModel: Equatable, Sendable {
      package let alert: ErrorAlert?

      /// Creates the view model.
      package init(alert: ErrorAlert?) {
        self.alert = alert
      }
    }
  }

  /// The loading overlay around the start.
  package enum Loading {
    /// Whether the start is under way.
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
