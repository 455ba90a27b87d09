import DeclarativeKit
import Domain

/// The declarative Player Add (SPEC §3.5), `PlayerAddLayout`'s widgets with the same
/// identifiers and texts: Done in the bar, disabled while the name is empty, and the name field.
package struct PlayerAddContent: View {
  /// What Player Add shows: the typed name, the overlay and the create failure alert.
  package struct Values: Equatable, Sendable {
    /// The typed name.
    package var name = ""
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// The create failure alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of an empty screen.
    package init(name: String = "", isLoading: Bool = false, error: AlertMessage? = nil) {
      self.name = name
      self.isLoading = isLoading
      self.error = error
    }
  }

  @Binding private var name: String
  private let isLoading: Bool
  @Binding private var error: AlertMessage?
  private let onDone: @MainActor () -> Void

  /// Creates the screen: the field edits `name`, the failure alert shows while `isShowingError`,
  /// Done calls `onDone`.
  package init(
    name: Binding<String>, isLoading: Bool, isShowingError: Binding<Bool>,
    onDone: @escaping @MainActor () -> Void
  ) {
    self.init(
      name: name, isLoading: isLoading,
      error: .fixed(
        AlertMessage(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage),
        while: isShowingError),
      onDone: onDone)
  }

  /// Creates the screen: the field edits `name`, the failure alert shows the texts `error`
  /// holds while it is not nil, Done calls `onDone`.
  package init(
    name: Binding<String>, isLoading: Bool, error: Binding<AlertMessage?>,
    onDone: @escaping @MainActor () -> Void
  ) {
    _name = name
    self.isLoading = isLoading
    _error = error
    self.onDone = onDone
  }

  /// The name field, Done in the bar.
  package var body: some View {
    VStack {
      TextField(PlayerAddTexts.namePlaceholder, text: $name)
        .accessibilityIdentifier("playerAdd.name")
    }
    .navigationTitle(PlayerAddTexts.title)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button(PlayerAddTexts.doneButton, action: onDone)
          .accessibilityIdentifier("playerAdd.doneButton")
          .disabled(name.isEmpty)
      }
    }
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }
}
