import Domain

/// The Player Edit scene's requests, responses and view models, one namespace per use case.
package enum PlayerEdit {
  /// Showing the field being edited: on load, and again after each keystroke or option tap.
  package enum FetchField {
    /// Asks for the field.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The field, its original and current value, and whether Done may be tapped.
    package struct Response: Equatable, Sendable {
      package let field: PlayerField
      /// The value Player Detail showed; also the text field's placeholder.
      package let originalValue: String
      /// The text typed so far (text fields).
      package let text: String
      /// The checked option (selection fields), `nil` when none.
      package let selectedOptionIndex: Int?
      package let canSave: Bool

      /// Creates the response.
      package init(
        field: PlayerField, originalValue: String, text: String, selectedOptionIndex: Int?,
        canSave: Bool
      ) {
        self.field = field
        self.originalValue = originalValue
        self.text = text
        self.selectedOptionIndex = selectedOptionIndex
        self.canSave = canSave
      }
    }

    /// The title, the editor to show and the Done state.
    package struct ViewModel: Equatable, Sendable {
      package let title: String
      package let editor: Editor
      package let isDoneEnabled: Bool

      /// Creates the view model.
      package init(title: String, editor: Editor, isDoneEnabled: Bool) {
        self.title = title
        self.editor = editor
        self.isDoneEnabled = isDoneEnabled
      }
    }

    /// A text field, or the option table; the other one is hidden.
    package enum Editor: Equatable, Sendable {
      case textField(text: String, placeholder: String)
      case options([DisplayedOption])
    }
  }

  /// A keystroke: the whole new text.
  package enum ChangeText {
    /// The field's content.
    package struct Request: Equatable, Sendable {
      package let text: String

      /// Creates the request.
      package init(text: String) {
        self.text = text
      }
    }
  }

  /// An option tap.
  package enum SelectOption {
    /// The tapped row.
    package struct Request: Equatable, Sendable {
      package let index: Int

      /// Creates the request.
      package init(index: Int) {
        self.index = index
      }
    }
  }

  /// Done: saving the edited copy of the player.
  package enum SaveField {
    /// Asks to save.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// How saving ended: `nil` when saved, else why not.
    package struct Response: Equatable, Sendable {
      package let error: ServiceError?

      /// Creates the response.
      package init(error: ServiceError?) {
        self.error = error
      }
    }

    /// The alert to show, or `nil` to go back to Player Detail.
    package struct ViewModel: Equatable, Sendable {
      package let alert: ErrorAlert?

      /// Creates the view model.
      package init(alert: ErrorAlert?) {
        self.alert = alert
      }
    }
  }

  /// The loading overlay around the update.
  package enum Loading {
    /// Whether the update is under way.
    package struct Response: Equatable, Sendable {
      package let isLoading: Bool

      /// Creates the response.
      package init(isLoading: Bool) {
        self.isLoading = isLoading
      }
    }

    /// Whether the overlay covers the screen.
    package struct ViewModel: Equatable, Sendable {
      package let showsOverlay: Bool

      /// Creates the view model.
      package init(showsOverlay: Bool) {
        self.showsOverlay = showsOverlay
      }
    }
  }

  /// One option row: the capitalized option and whether it carries the checkmark.
  package struct DisplayedOption: Equatable, Sendable {
    package let title: String
    package let isChecked: Bool

    /// Creates a row.
    package init(title: String, isChecked: Bool) {
      self.title = title
      self.isChecked = isChecked
    }
  }
}
