import Domain
import Testing
import ViewKit

/// Login and Register (SPEC §3.1, §5, §7.1, §7.4; ).
extension Scenario {
  static let login: [Scenario] = [
    Scenario("givenAFreshInstall_whenLoginOpens_thenFieldsAreEmptyAndRememberMeIsOn", .noAccount) {
      app in
      // When: nothing done yet
      let username = try app.text("login.username")
      // Then
      #expect((app.title ?? "") == "")
      #expect(
        app.controls == [
          ControlSnapshot(
            kind: .textField(secure: false), address: "login.username", title: "Enter username"),
          ControlSnapshot(
            kind: .textField(secure: true), address: "login.password", title: "Enter password"),
          ControlSnapshot(kind: .button, address: "login.loginButton", title: "Login"),
          // The switch has no title of its own: "Remember Me" is the label beside it.
          ControlSnapshot(kind: .toggle, address: "login.rememberMe"),
          ControlSnapshot(kind: .button, address: "login.registerButton", title: "Register"),
        ])
      #expect(username == "")
      #expect(try app.isOn("login.rememberMe"))
      #expect(app.screen.contains("Don't have an account?"))
    },

    Scenario("givenAnEmptyPassword_whenLoginIsTapped_thenBothFieldsAreMandatoryAndNothingIsSent") {
      app in
      // Given
      try await app.type("demo", into: "login.username")
      // When
      try await app.tap("login.loginButton")
      // Then
      #expect(app.alert == errorAlert("Both fields are mandatory."))
      try await app.answer("OK")
      #expect(app.shows("login.loginButton"))
      #expect(app.world.environment.credentials.token == nil)
    },

    Scenario(
      "givenAnEmptyUsername_whenRegisterIsTapped_thenBothFieldsAreMandatoryAndNoAccountIsMade",
      .noAccount
    ) { app in
      // Given
      try await app.type("secret", into: "login.password")
      // When
      try await app.tap("login.registerButton")
      // Then
      #expect(app.alert == errorAlert("Both fields are mandatory."))
      try await app.answer("OK")
      #expect(app.shows("login.registerButton"))
      #expect(app.world.environment.credentials.token == nil)
    },

    Scenario("givenTheDemoAccount_whenThePasswordIsWrong_thenWrongUsernameOrPassword") { app in
      // When
      try await app.logIn("demo", "demo!")
      // Then
      #expect(app.alert == errorAlert("Wrong username or password."))
      try await app.answer("OK")
      #expect(app.shows("login.loginButton"))
      #expect(app.world.environment.credentials.username == nil)
      // The right password still works afterwards.
      try await app.logIn()
      #expect(app.title == "Players")
    },

    Scenario("givenTheDemoAccount_whenRegisteringDemoAgain_thenTheUsernameIsTaken") { app in
      // When
      try await app.type("demo", into: "login.username")
      try await app.type("other", into: "login.password")
      try await app.tap("login.registerButton")
      // Then
      #expect(app.alert == errorAlert("This username is already taken."))
      try await app.answer("OK")
      #expect(app.shows("login.registerButton"))
    },

    Scenario("givenNoAccount_whenRegistering_thenLoggedInOnAnEmptyPlayerList", .noAccount) { app in
      // When
      try await app.type("zoe", into: "login.username")
      try await app.type("pw", into: "login.password")
      try await app.perform(.tap("login.registerButton"), holding: .login) { app in
        // Then: R-3, the register is followed by a login, under the same overlay
        #expect(app.isLoading)
      }
      #expect(app.title == "Players")
      #expect(app.alert == nil)
      #expect(app.shows("playerList.emptyView"))
      #expect(app.screen.contains("There aren't any players for your user."))
      #expect(try !app.isEnabled("playerList.selectButton"))
      #expect(try app.text("playerList.actionButton") == "Add player")
      #expect(try app.isEnabled("playerList.actionButton"))
      #expect(try app.world.players(of: Credentials(username: "zoe", password: "pw")) == [])
    },

    Scenario(
      "givenRememberMeOn_whenLoggedInAndTheAppRestarts_thenTheUsernameIsPrefilled", .squadOnFiles
    ) { app in
      // Given
      try await app.logIn()
      #expect(app.title == "Players")
      // When
      try await app.relaunch()
      // Then
      #expect(try app.text("login.username") == "demo")
      #expect(try app.text("login.password") == "")
      #expect(try app.isOn("login.rememberMe"))
    },

    Scenario(
      "givenRememberMeTurnedOff_whenLoggedInAndTheAppRestarts_thenNothingIsPrefilled",
      .squadOnFiles
    ) { app in
      // Given: a first login remembered the username
      try await app.logIn()
      try await app.relaunch()
      #expect(try app.text("login.username") == "demo")
      // When
      try await app.toggle("login.rememberMe")
      try await app.type("demo", into: "login.password")
      try await app.tap("login.loginButton")
      #expect(app.title == "Players")
      try await app.relaunch()
      // Then
      #expect(try app.text("login.username") == "")
      #expect(try !app.isOn("login.rememberMe"))
    },

    Scenario(
      "givenAPlayerAddedOnFiles_whenTheAppRestarts_thenThePlayerIsStillThere", .noAccountOnFiles
    ) { app in
      // Given
      try await app.type("zoe", into: "login.username")
      try await app.type("pw", into: "login.password")
      try await app.tap("login.registerButton")
      try await app.tap("playerList.actionButton")
      try await app.type("Gil", into: "playerAdd.name")
      try await app.tap("playerAdd.doneButton")
      // When
      try await app.relaunch()
      try await app.logIn("zoe", "pw")
      // Then
      #expect(try app.rowTexts("playerList.table") == [["Gil"]])
    },

    Scenario("givenASlowLogin_whenLoginIsTapped_thenTheLoadingOverlayBlocksInputUntilTheAnswer") {
      app in
      // Given
      try await app.type("demo", into: "login.username")
      try await app.type("demo", into: "login.password")
      // When
      try await app.perform(.tap("login.loginButton"), holding: .login) { app in
        // Then
        #expect(app.isLoading)
        #expect(app.controls == [])
        #expect(app.screen.contains("Loading..."))
      }
      #expect(!app.isLoading)
      #expect(app.title == "Players")
    },

    Scenario("givenNoServer_whenLoginIsTapped_thenCouldNotConnectToTheServer") { app in
      // Given
      app.world.backend.failNext(.login, with: .transport)
      app.note("the server cannot be reached")
      // When
      try await app.logIn()
      // Then
      #expect(app.alert == errorAlert("Could not connect to the server."))
      try await app.answer("OK")
      #expect(!app.isLoading)
      #expect(app.shows("login.loginButton"))
      #expect(app.world.environment.credentials.token == nil)
    },

    Scenario(
      "givenRegisterWorksButItsLoginFails_whenRegisterIsTapped_thenAnErrorAndTheAccountExists",
      .noAccount
    ) { app in
      // Given
      app.world.backend.failNext(.login, with: .transport)
      try await app.type("zoe", into: "login.username")
      try await app.type("pw", into: "login.password")
      // When
      try await app.tap("login.registerButton")
      // Then
      #expect(app.alert == errorAlert("Could not connect to the server."))
      try await app.answer("OK")
      #expect(app.shows("login.registerButton"))
      try await app.logIn("zoe", "pw")
      #expect(app.title == "Players")
    },

    Scenario("givenEachServiceFailure_whenLoginFails_thenTheAlertShowsItsMessage") { app in
      // Given
      try await app.type("demo", into: "login.username")
      try await app.type("demo", into: "login.password")
      let failures: [(ServiceError, String)] = [
        (.missingCredentials, "Both fields are mandatory."),
        (.invalidCredentials, "Wrong username or password."),
        (.usernameTaken, "This username is already taken."),
        (.unauthorized, "Your session has expired. Please log in again."),
        (.notFound, "The item no longer exists."),
        (.unexpectedResponse, "The server sent an unexpected response."),
        (.decoding, "The server's answer could not be read."),
        (.transport, "Could not connect to the server."),
        (
          .storage(path: "/data/gather.json"),
          "Could not read or write the local data file: /data/gather.json."
        ),
      ]
      for (failure, message) in failures {
        app.world.backend.failNext(.login, with: failure)
        // When
        try await app.tap("login.loginButton")
        // Then
        #expect(app.alert == errorAlert(message))
        try await app.answer("OK")
      }
      #expect(app.shows("login.loginButton"))
    },
  ]
}

/// An alert titled "Error" with one OK button (SPEC conventions).
func errorAlert(_ message: String, title: String = "Error") -> AlertSnapshot {
  AlertSnapshot(title: title, message: message, actions: ["OK"])
}
