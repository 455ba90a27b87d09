import Domain

/// The Login scene's requests, responses and view models, one namespace per use case.
enum LoginScene {
  /// Filling in the remembered username and Remember Me switch when the scene loads.
  enum FetchRemembered {
    /// Asks for the remembered state.
    struct Request: Equatable, Sendable {}

    /// The remembered state: the switch, and the username to prefill (empty when not remembered).
    struct Response: Equatable, Sendable {
      let remember: Bool
      let username: String
    }

    /// What the form shows.
    struct ViewModel: Equatable, Sendable {
      let username: String
      let isRememberOn: Bool
    }
  }

  /// Signing in with the typed credentials.
  enum Login {
    /// The form's contents when Login was tapped.
    struct Request: Equatable, Sendable {
      let username: String
      let password: String
      let remember: Bool
    }

    /// How signing in ended: `nil` when the user is signed in, else why not.
    struct Response: Equatable, Sendable {
      let error: ServiceError?
    }

    /// The alert to show, or `nil` to move on to the Player List.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage?
    }
  }

  /// Creating an account with the typed credentials, then signing in with them.
  ///
  /// It ends like Login, so its outcome is presented as a `LoginScene.Login.Response`.
  enum Register {
    /// The form's contents when Register was tapped.
    struct Request: Equatable, Sendable {
      let username: String
      let password: String
      let remember: Bool
    }
  }

  /// The loading overlay around a service call.
  enum Loading {
    /// Whether a call is under way.
    struct Response: Equatable, Sendable {
      let isLoading: Bool
    }

    /// Whether the overlay covers the screen.
    struct ViewModel: Equatable, Sendable {
      let showsOverlay: Bool
    }
  }
}
