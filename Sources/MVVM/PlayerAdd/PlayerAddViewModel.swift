import Domain

/// The MVVM view model of Player Add: keeps the typed name, enables Done, creates the player
/// through `PlayerService` and reports it through `Actions`.
@MainActor
package final class PlayerAddViewModel {
  /// Where the view model sends the user and the news; supplied by the view controller.
  package struct Actions {
    /// A player was created; the Player List starts loading again and returns at once.
    package let playerCreated: @MainActor () -> Void
    /// Goes back to the Player List.
    package let close: @MainActor () -> Void

    /// Creates the actions.
    package init(
      playerCreated: @escaping @MainActor () -> Void, close: @escaping @MainActor () -> Void
    ) {
      self.playerCreated = playerCreated
      self.close = close
    }
  }

  // MARK: - Outputs

  /// The navigation title.
  package let title = PlayerAddTexts.title
  /// Whether Done can be tapped: the name is not empty.
  package let isDoneEnabled = Observable(false)
  /// Whether the loading overlay is up.
  package let isLoading = Observable(false)
  /// The error alert to show.
  package let alert = Observable<AlertMessage?>(nil)

  // MARK: - Properties

  /// Navigation out of Player Add.
  package var actions: Actions?
  private let players: any PlayerService
  private var name = ""

  // MARK: - Init

  /// Creates the view model, creating players through `players`.
  package init(players: any PlayerService) {
    self.players = players
  }

  // MARK: - Inputs

  /// The name field changed to `name` (after each keystroke).
  package func nameChanged(_ name: String) {
    self.name = name
    isDoneEnabled.value = !name.isEmpty
  }

  /// Done was tapped; returns when the whole reaction is done.
  package func doneTapped() async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !name.isEmpty else { return }
    isLoading.value = true
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      try await players.create(PlayerCreate(name: name))
      isLoading.value = false
      // Not awaited: Player Add must not stay on top, taking input, while the list reloads.
      actions?.playerCreated()
      actions?.close()
    } catch {
      isLoading.value = false
      // A fixed text rather than the error's own, as every original shows it.
      alert.value = AlertMessage(
        title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
    }
  }
}
