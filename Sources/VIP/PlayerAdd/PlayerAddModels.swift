import Domain

/// The Player Add scene's requests, responses and view models, one namespace per use case.
package enum PlayerAdd {
  /// Checking the typed name: on load and after each keystroke.
  package enum ValidateName {
    /// The name field's content.
    package struct Request: Equatable, Sendable {
      package let name: String

      /// Creates the request.
      package init(name: String) {
        self.name = name
      }
    }

    /// Whether the name may be saved.
    package struct Response: Equatable, Sendable {
      package let isValid: Bool

      /// Creates the response.
      package init(isValid: Bool) {
        self.isValid = isValid
      }
    }

    /// Whether Done is enabled.
    package struct ViewModel: Equatable, Sendable {
      package let isDoneEnabled: Bool

      /// Creates the view model.
      package init(isDoneEnabled: Bool) {
        self.isDoneEnabled = isDoneEnabled
      }
    }
  }

  /// Done: creating a player with the typed name.
  package enum CreatePlayer {
    /// The name field's content.
    package struct Request: Equatable, Sendable {
      package let name: String

      /// Creates the request.
      package init(name: String) {
        self.name = name
      }
    }

    /// How creating ended: `nil` when created, else why not.
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

  /// The loading overlay around the creation.
  package enum Loading {
    /// Whether the creation is under way.
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
