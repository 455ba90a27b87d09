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
    /// Whether the update failure alert is shown.
    package var isShowingError = false

    /// Creates the values of a screen editing `text` or choosing `selectedOption`.
    package init(
      text: String = "", selectedOption: Int? = nil, isDoneEnabled: Bool = false,
      isLoading: Bool = false, isShowingError: Bool = false
    ) {
      self.text = text
      self.selectedOption = selectedOption
      self.isDoneEnabled = isDoneEnabled
      self.isLoading = isLoading
      self.isShowingError = isShowingError
    }
  }

  private let field: PlayerField
  private let originalText: String
  @Binding private var text: String
  @Binding private var selectedOption: Int?
  private let isDoneEnabled: Bool
  private let isLoading: Bool
  @Binding private var isShowingError: Bool
  private let onDone: @MainActor () -> Void

  /// Creates the screen editing `field`: the text field edits `text` (its placeholder the
  /// original text), a tapped option sets `selectedOption`, Done (enabled by `isDoneEnabled`)
  /// calls `onDone`, the failure alert shows while `isShowingError`.
  package init(
    field: PlayerField, originalText: String, text: Binding<String>,
    selectedOption: Binding<Int?>, isDoneEnabled: Bool, isLoading: Bool,
    isShowingError: Binding<Bool>, onDone: @escaping @MainActor () -> Void
  ) {
    self.field = field
    self.originalText = originalText
    _text = text
    _selectedOption = selectedOption
    self.isDoneEnabled = isDoneEnabled
    self.isLoading = isLoading
    _isShowingError = isShowingError
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
    .alert(PlayerEditTexts.updateErrorTitle, isPresented: $isShowingError) {
      Button(AlertTexts.ok) {}
    } message: {
      Text(PlayerEditTexts.updateErrorMessage)
    }
    .loadingOverlay(isLoading)
  }
}
