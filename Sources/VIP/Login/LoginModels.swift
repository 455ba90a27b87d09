import Domain

/// The Login scene's requests, responses and view models, one namespace per use case.
package enum Login {
  /// Filling in the remembered username and Remember Me switch when the scene loads.
  package enum FetchRemembered {
    /// Asks for the remembered state.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The remembered state: the switch, and the username to prefill (empty when not remembered).
    package struct Response: Equatable, Sendable {
      package let remember: Bool
      package let username: String

      /// Creates the response.
      package init(remember: Bool, username: String) {
        self.remember = remember
        self.username = username
      }
    }

    /// What the form shows.
    package struct ViewModel: Equatable, Sendable {
      package let username: String
      package let isRememberOn: Bool

      /// Creates the view model.
      package init(username: String, isRememberOn: Bool) {
        self.username = username
        self.isRememberOn = isRememberOn
      }
    }
  }

  /// Signing in with the typed credentials.
  package enum Login {
    /// The form's contents when Login was tapped.
    package struct Request: Equatable, Sendable {
      package let username: String
      package let password: String
      package let remember: Bool

      /// Creates the request.
      package init(username: String, password: String, remember: Bool) {
        self.username = username
        self.password = password
        self.remember = remember
      }
    }

    /// How signing in ended: `nil` when the user is signed in, else why not.
    package struct Response: Equatable, Sendable {
      package let error: ServiceError?

      /// Creates the response.
      package init(error: ServiceError?) {
        self.error = error
      }
    }

    /// The alert to show, or `nil` to move on to the Player List.
    package struct ViewModel: Equatable, Sendable {
      package let alert: ErrorAlert?

      /// Creates the view model.
      package init(alert: ErrorAlert?) {
        self.alert = alert
      }
    }
  }

  /// Creating an account with the typed credentials, then signing in with them.
  ///
  /// It ends like Login, so its outcome is presented as a `Login.Login.Response`.
  package enum Register {
    /// The form's contents when Register was tapped.
    package struct Request: Equatable, Sendable {
      package let username: String
      package let password: String
      package let remember: Bool

      /// Creates the request.
      package init(username: String, password: String, remember: Bool) {
        self.username = username
        self.password = password
        self.remember = remember
      }
    }
  }

  /// The loading overlay around a service call.
  package enum Loading {
    /// Whether a call is under way.
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
