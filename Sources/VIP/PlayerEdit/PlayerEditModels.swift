import Domain

/// The Player Edit scene's requests, responses and view models, one namespace per use case.
enum PlayerEditScene {
  /// Showing the field being edited: on load, and again after each keystroke or option tap.
  enum FetchField {
    /// Asks for the field.
    struct Request: Equatable, Sendable {}

    /// The field, its original and current value, and whether Done may be tapped.
    struct Response: Equatable, Sendable {
      let field: PlayerField
      /// The value Player Detail showed; also the text field's placeholder.
      let originalValue: String
      /// The text typed so far (text fields).
      let text: String
      /// The checked option (selection fields), `nil` when none.
      let selectedOptionIndex: Int?
      let canSave: Bool
    }

    /// The title, the editor to show and the Done state.
    struct ViewModel: Equatable, Sendable {
      let title: String
      /// The field edited, which picks the layout's editor.
      let field: PlayerField
      let editor: Editor
      let isDoneEnabled: Bool
    }

    /// A text field, or the option table; the other one is hidden.
    enum Editor: Equatable, Sendable {
      case textField(text: String, placeholder: String)
      case options([DisplayedOption])
    }
  }

  /// A keystroke: the whole new text.
  enum ChangeText {
    /// The field's content.
    struct Request: Equatable, Sendable {
      let text: String
    }
  }

  /// An option tap.
  enum SelectOption {
    /// The tapped row.
    struct Request: Equatable, Sendable {
      let index: Int
    }
  }

  /// Done: saving the edited copy of the player.
  enum SaveField {
    /// Asks to save.
    struct Request: Equatable, Sendable {}

    /// How saving ended: `nil` when saved, else why not.
    struct Response: Equatable, Sendable {
      let error: ServiceError?
    }

    /// The alert to show, or `nil` to go back to Player Detail.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage?
    }
  }

  /// The loading overlay around the update.
  enum Loading {
    /// Whether the update is under way.
    struct Response: Equatable, Sendable {
      let isLoading: Bool
    }

    /// Whether the overlay covers the screen.
    struct ViewModel: Equatable, Sendable {
      let showsOverlay: Bool
    }
  }

  /// One option row: the capitalized option and whether it carries the checkmark.
  struct DisplayedOption: Equatable, Sendable {
    let title: String
    let isChecked: Bool
  }
}
