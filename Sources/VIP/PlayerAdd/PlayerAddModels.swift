import Domain

/// The Player Add scene's requests, responses and view models, one namespace per use case.
enum PlayerAddScene {
  /// Checking the typed name: on load and after each keystroke.
  enum ValidateName {
    /// The name field's content.
    struct Request: Equatable, Sendable {
      let name: String
    }

    /// Whether the name may be saved.
    struct Response: Equatable, Sendable {
      let isValid: Bool
    }

    /// Whether Done is enabled.
    struct ViewModel: Equatable, Sendable {
      let isDoneEnabled: Bool
    }
  }

  /// Done: creating a player with the typed name.
  enum CreatePlayer {
    /// The name field's content.
    struct Request: Equatable, Sendable {
      let name: String
    }

    /// How creating ended: `nil` when created, else why not.
    struct Response: Equatable, Sendable {
      let error: ServiceError?
    }

    /// The alert to show, or `nil` to go back to the Player List.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage?
    }
  }

  /// The loading overlay around the creation.
  enum Loading {
    /// Whether the creation is under way.
    struct Response: Equatable, Sendable {
      let isLoading: Bool
    }

    /// Whether the overlay covers the screen.
    struct ViewModel: Equatable, Sendable {
      let showsOverlay: Bool
    }
  }
}
