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
  @Binding private var values: Values
  private let onDone: @MainActor () async -> Void

  /// Creates the editor of `field`, whose value was `originalText` (the text field's
  /// placeholder), over `values`; a tapped option is checked in `values`.
  package init(
    field: PlayerField, originalText: String, values: Binding<Values>,
    onDone: @escaping @MainActor () async -> Void
  ) {
    self.field = field
    self.originalText = originalText
    _values = values
    self.onDone = onDone
  }

  /// The editor the field needs, Done in the bar.
  package var body: some View {
    VStack {
      if field.isSelection {
        List {
          ForEach(Array(field.optionTitles.enumerated()), id: \.offset) { index, title in
            ListRow(title, accessory: index == values.selectedOption ? .checkmark : .none) {
              values.selectedOption = index
            }
          }
        }
        .accessibilityIdentifier("playerEdit.options")
      } else {
        TextField(originalText, text: $values.text).accessibilityIdentifier("playerEdit.textField")
      }
    }
    .navigationTitle(field.title)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button(PlayerEditTexts.doneButton, action: onDone)
          .accessibilityIdentifier("playerEdit.doneButton")
          .disabled(!values.isDoneEnabled)
      }
    }
    .alert(PlayerEditTexts.updateErrorTitle, isPresented: $values.isShowingError) {
      Button(AlertTexts.ok) {}
    } message: {
      Text(PlayerEditTexts.updateErrorMessage)
    }
    .loadingOverlay(values.isLoading)
  }
}
