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
        ForEach(Array(sections.enumerated()), id: \.offset) { team, section in
          Section(section.header) {
            ForEach(Array(section.rows.enumerated()), id: \.offset) { place, row in
              LabeledContent(row.name, value: row.detail)
                .draggable(RowAddress(team: team, place: place).payload)
            }
            .onMove { places, destination in move(places, to: destination, in: team) }
            // A row dragged here from another team.
            .dropDestination(for: String.self) { payloads, place in
              for source in payloads.compactMap(RowAddress.init(payload:)) {
                onMove(source.indexPath, IndexPath(row: place, section: team))
              }
            }
          }
        }
      }
      .accessibilityIdentifier("confirmPlayers.table")
      .environment(\.editMode, .constant(.active))
      Button(ConfirmPlayersTexts.startButton, action: onStart)
        .accessibilityIdentifier("confirmPlayers.startButton")
        .disabled(!isStartEnabled)
    }
    .navigationTitle(ConfirmPlayersTexts.title)
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }

  /// A row moved within its team: `onMove` takes the index paths before and after the move.
  private func move(_ places: IndexSet, to destination: Int, in team: Int) {
    guard let place = places.first else { return }
    // SwiftUI's destination is the place the row goes before, counted with the row still there.
    let after = destination > place ? destination - 1 : destination
    onMove(IndexPath(row: place, section: team), IndexPath(row: after, section: team))
  }
}

/// Where a dragged row stands, carried as the drag's text payload: `team/place`.
private struct RowAddress {
  let team: Int
  let place: Int

  var payload: String { "\(team)/\(place)" }
  var indexPath: IndexPath { IndexPath(row: place, section: team) }

  init(team: Int, place: Int) {
    self.team = team
    self.place = place
  }

  init?(payload: String) {
    let parts = payload.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    self.init(team: parts[0], place: parts[1])
  }
}
