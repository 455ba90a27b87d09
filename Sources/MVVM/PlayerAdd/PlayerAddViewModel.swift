import Domain
import Observation

/// The MVVM view model of Player Add: keeps the typed name, enables Done, creates the player
/// through `PlayerService` and reports it through `Actions`.
@MainActor
@Observable
final class PlayerAddViewModel {
  /// Where the view model sends the user and the news; given by whoever makes the view model.
  struct Actions {
    /// A player was created and Player Add has closed; the Player List reloads before returning.
    let playerCreated: @MainActor () async -> Void
    /// Goes back to the Player List.
    let close: @MainActor () -> Void
  }

  // MARK: - Outputs

  /// The navigation title.
  let title = PlayerAddTexts.title
  /// The name field's content, as typed.
  var name = ""
  /// Whether Done can be tapped: the name is not empty.
  var isDoneEnabled: Bool { !name.isEmpty }
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The error alert to show, until the user answers it (nil).
  var alert: AlertMessage?

  // MARK: - Properties

  /// Navigation out of Player Add.
  private let actions: Actions
  private let playerService: any PlayerService

  // MARK: - Init

  /// Creates the view model creating players through `playerService`; `actions` hears about it.
  init(playerService: any PlayerService, actions: Actions) {
    self.playerService = playerService
    self.actions = actions
  }

  // MARK: - Inputs

  /// Creates a player of the typed name; returns when the whole reaction is done.
  func create() async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !name.isEmpty else { return }
    isLoading = true
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      try await playerService.create(PlayerCreate(name: name))
      isLoading = false
      // Closed first: Player Add must not stay on top, taking input, while the list reloads.
      actions.close()
      await actions.playerCreated()
    } catch {
      isLoading = false
      // A fixed text rather than the error's own, as every original shows it.
      alert = AlertMessage(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
    }
  }
}
