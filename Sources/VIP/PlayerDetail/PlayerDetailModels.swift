import Domain

/// The Player Detail scene's requests, responses and view models, one namespace per use case.
package enum PlayerDetail {
  /// Showing the player: on every appearance, so an edit saved on Player Edit shows on return.
  package enum FetchPlayer {
    /// Asks for the player.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }

    /// The player to show, and whether Player Edit has just saved it.
    package struct Response: Equatable, Sendable {
      package let player: Player
      package let isEdited: Bool

      /// Creates the response.
      package init(player: Player, isEdited: Bool) {
        self.player = player
        self.isEdited = isEdited
      }
    }

    /// The title, the grouped rows, and whether to pass the edit on to the Player List.
    package struct ViewModel: Equatable, Sendable {
      package let title: String
      package let sections: [DisplayedSection]
      package let isEdited: Bool

      /// Creates the view model.
      package init(title: String, sections: [DisplayedSection], isEdited: Bool) {
        self.title = title
        self.sections = sections
        self.isEdited = isEdited
      }
    }
  }

  /// A row tap: edit that field.
  package enum SelectField {
    /// The tapped row.
    package struct Request: Equatable, Sendable {
      package let section: Int
      package let row: Int

      /// Creates the request.
      package init(section: Int, row: Int) {
        self.section = section
        self.row = row
      }
    }

    /// A field was chosen; it is in the data store.
    package struct Response: Equatable, Sendable {
      /// Creates the response.
      package init() {}
    }

    /// Move on to Player Edit.
    package struct ViewModel: Equatable, Sendable {
      /// Creates the view model.
      package init() {}
    }
  }

  /// One section of the table: an upper-case header and its rows.
  package struct DisplayedSection: Equatable, Sendable {
    package let header: String
    package let rows: [DisplayedRow]

    /// Creates a section.
    package init(header: String, rows: [DisplayedRow]) {
      self.header = header
      self.rows = rows
    }
  }

  /// One row: the field's title on the left, its value on the right (`""` when unset).
  package struct DisplayedRow: Equatable, Sendable {
    package let title: String
    package let value: String

    /// Creates a row.
    package init(title: String, value: String) {
      self.title = title
      self.value = value
    }
  }
}
