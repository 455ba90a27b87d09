import DeclarativeKit
import Domain

/// The declarative Player Edit (SPEC §3.4), `PlayerEditLayout`'s widgets with the same
/// identifiers and texts: Done in the bar, then the text field or the options of the field.
package struct PlayerEditContent: View {
  /// What Player Edit shows beside the field's title and original value.
  package struct Values: Equatable, Sendable {
    /// The edited text of a text field.
    package var text: String
    /// The checked option of a selection field.
    package var selectedOption: Int?
    /// Whether Done is enabled: the value differs from the original.
    package var isDoneEnabled = false
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// The update failure alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of a screen editing `text` or choosing `selectedOption`.
    package init(
      text: String = "", selectedOption: Int? = nil, isDoneEnabled: Bool = false,
      isLoading: Bool = false, error: AlertMessage? = nil
    ) {
      self.text = text
      self.selectedOption = selectedOption
      self.isDoneEnabled = isDoneEnabled
      self.isLoading = isLoading
      self.error = error
    }
  }

  private let field: PlayerField
  private let originalText: String
  @Binding private var text: String
  @Binding private var selectedOption: Int?
  private let isDoneEnabled: Bool
  private let isLoading: Bool
  @Binding private var error: AlertMessage?
  private let onDone: @MainActor () -> Void

  /// Creates the screen editing `field`: the text field edits `text` (its placeholder the
  /// original text), a tapped option sets `selectedOption`, Done (enabled by `isDoneEnabled`)
  /// calls `onDone`, the failure alert shows while `isShowingError`.
  package init(
    field: PlayerField, originalText: String, text: Binding<String>,
    selectedOption: Binding<Int?>, isDoneEnabled: Bool, isLoading: Bool,
    isShowingError: Binding<Bool>, onDone: @escaping @MainActor () -> Void
  ) {
    self.init(
      field: field, originalText: originalText, text: text, selectedOption: selectedOption,
      isDoneEnabled: isDoneEnabled, isLoading: isLoading,
      error: .fixed(
        AlertMessage(
          title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage),
        while: isShowingError),
      onDone: onDone)
  }

  /// Creates the screen editing `field` as above, the failure alert showing the texts `error`
  /// holds while it is not nil.
  package init(
    field: PlayerField, originalText: String, text: Binding<String>,
    selectedOption: Binding<Int?>, isDoneEnabled: Bool, isLoading: Bool,
    error: Binding<AlertMessage?>, onDone: @escaping @MainActor () -> Void
  ) {
    self.field = field
    self.originalText = originalText
    _text = text
    _selectedOption = selectedOption
    self.isDoneEnabled = isDoneEnabled
    self.isLoading = isLoading
    _error = error
    self.onDone = onDone
  }

  /// The editor the field needs, Done in the bar.
  package var body: some View {
    VStack {
      if field.isSelection {
        List {
          ForEach(Array(field.optionTitles.enumerated()), id: \.offset) { index, title in
            Button {
              selectedOption = index
            } label: {
              HStack {
                Text(title)
                if index == selectedOption { Image(systemName: "checkmark") }
              }
            }
          }
        }
        .accessibilityIdentifier("playerEdit.options")
      } else {
        TextField(originalText, text: $text).accessibilityIdentifier("playerEdit.textField")
      }
    }
    .navigationTitle(field.title)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button(PlayerEditTexts.doneButton, action: onDone)
          .accessibilityIdentifier("playerEdit.doneButton")
          .disabled(!isDoneEnabled)
      }
    }
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }
}
