import DeclarativeKit
import Domain
import Foundation

/// The declarative Confirm Players (SPEC §3.6), `ConfirmPlayersLayout`'s widgets with the same
/// identifiers and texts: Bench, Team A and Team B in reorder mode, then Start Gather.
package struct ConfirmPlayersContent: View {
  /// What Confirm Players shows.
  package struct Values: Equatable, Sendable {
    /// Bench, Team A and Team B.
    package var sections: [TeamTableSection] = []
    /// Whether Start Gather is enabled: both teams have players.
    package var isStartEnabled = false
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// The start failure alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of a screen.
    package init(
      sections: [TeamTableSection] = [], isStartEnabled: Bool = false, isLoading: Bool = false,
      error: AlertMessage? = nil
    ) {
      self.sections = sections
      self.isStartEnabled = isStartEnabled
      self.isLoading = isLoading
      self.error = error
    }
  }

  private let sections: [TeamTableSection]
  private let isStartEnabled: Bool
  private let isLoading: Bool
  @Binding private var error: AlertMessage?
  private let onMove: @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void
  private let onStart: @MainActor () -> Void

  /// Creates the screen: the teams' `sections`, a row moved calls `onMove`, Start (enabled by
  /// `isStartEnabled`) calls `onStart`, the failure alert shows while `isShowingError`.
  package init(
    sections: [TeamTableSection], isStartEnabled: Bool, isLoading: Bool,
    isShowingError: Binding<Bool>,
    onMove: @escaping @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void,
    onStart: @escaping @MainActor () -> Void
  ) {
    self.sections = sections
    self.isStartEnabled = isStartEnabled
    self.isLoading = isLoading
    _error = .fixed(
      AlertMessage(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage),
      while: isShowingError)
    self.onMove = onMove
    self.onStart = onStart
  }

  /// Creates the screen from `values`; the failure alert shows the texts `values.error` holds.
  package init(
    values: Binding<Values>,
    onMove: @escaping @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void,
    onStart: @escaping @MainActor () -> Void
  ) {
    sections = values.wrappedValue.sections
    isStartEnabled = values.wrappedValue.isStartEnabled
    isLoading = values.wrappedValue.isLoading
    _error = values.error
    self.onMove = onMove
    self.onStart = onStart
  }

  /// The team table in reorder mode above Start Gather.
  package var body: some View {
    VStack {
      List {
        ForEach(Array(sections.enumerated()), id: \.offset) { _, section in
          Section(section.header) {
            ForEach(Array(section.rows.enumerated()), id: \.offset) { _, row in
              LabeledContent(row.name, value: row.detail)
            }
          }
        }
      }
      .accessibilityIdentifier("confirmPlayers.table")
      .environment(\.editMode, .constant(.active))
      // The one API SwiftUI lacks here: a row moved between teams (README, "DeclarativeKit").
      .onMoveBetweenSections(perform: onMove)
      Button(ConfirmPlayersTexts.startButton, action: onStart)
        .accessibilityIdentifier("confirmPlayers.startButton")
        .disabled(!isStartEnabled)
    }
    .navigationTitle(ConfirmPlayersTexts.title)
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }
}
