import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player Add: owns the typed name, the overlay and the alert as `@State`,
/// creates the player through the `Squad` model, then goes back to the list and has the squad
/// load again, which the list shows.
struct PlayerAddScreen: View {
  @Environment(Squad.self) private var squad
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var isCreating = false
  @State private var isShowingError = false

  var body: some View {
    PlayerAddContent(
      name: $name, isLoading: isCreating, isShowingError: $isShowingError,
      onDone: { Task { await create() } })
  }

  /// Done: creates the player; once back on the list, the squad loads again (SPEC §3.5).
  private func create() async {
    guard !name.isEmpty else { return }
    isCreating = true
    do throws(ServiceError) {
      try await squad.create(named: name)
    } catch {
      isCreating = false
      isShowingError = true
      return
    }
    isCreating = false
    dismiss()
    // Awaited here, so the driver waits for the players the list then shows.
    await squad.load()
  }
}
