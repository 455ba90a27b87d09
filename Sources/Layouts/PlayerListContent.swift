import DeclarativeKit
import Domain
import Foundation

/// The declarative Player List (SPEC §3.2), `PlayerListLayout`'s widgets with the same
/// identifiers and texts: Select in the bar, the players (or the empty view) and the bottom
/// button, with the delete confirmation and the error alert.
package struct PlayerListContent: View {
  /// What Player List shows.
  package struct Values: Equatable, Sendable {
    /// The players, one row each.
    package var players: [Player] = []
    /// The ids of the checked players, drawn in selection mode.
    package var checkedIDs: Set<Player.ID> = []
    /// The title and both buttons.
    package var controls = PlayerListControls(
      isSelecting: false, selectedCount: 0, hasPlayers: false)
    /// Whether rows show checkboxes.
    package var isSelecting = false
    /// Whether the empty view stands in place of the table.
    package var showsEmptyView = false
    /// Whether the loading overlay covers the screen.
    package var isLoading = false
    /// Whether the delete confirmation is shown.
    package var isConfirmingDelete = false
    /// The message of the error alert, shown while not nil.
    package var errorMessage: String?

    /// Creates the values of a screen.
    package init(
      players: [Player] = [], checkedIDs: Set<Player.ID> = [],
      controls: PlayerListControls = PlayerListControls(
        isSelecting: false, selectedCount: 0, hasPlayers: false),
      isSelecting: Bool = false, showsEmptyView: Bool = false, isLoading: Bool = false,
      isConfirmingDelete: Bool = false, errorMessage: String? = nil
    ) {
      self.players = players
      self.checkedIDs = checkedIDs
      self.controls = controls
      self.isSelecting = isSelecting
      self.showsEmptyView = showsEmptyView
      self.isLoading = isLoading
      self.isConfirmingDelete = isConfirmingDelete
      self.errorMessage = errorMessage
    }
  }

  /// What the user does on Player List.
  package struct Actions {
    /// Select or Cancel in the bar.
    package var selectTapped: @MainActor () async -> Void = {}
    /// Add player, or Confirm players in selection mode.
    package var actionTapped: @MainActor () async -> Void = {}
    /// The empty view's Retry.
    package var retryTapped: @MainActor () async -> Void = {}
    /// A tapped row.
    package var playerTapped: @MainActor (Player) async -> Void = { _ in }
    /// A row swiped to delete, in list mode.
    package var deleteSwiped: @MainActor (Player) -> Void = { _ in }
    /// The confirmation's Delete.
    package var deleteConfirmed: @MainActor () async -> Void = {}
    /// The confirmation's Cancel.
    package var deleteCancelled: @MainActor () async -> Void = {}

    /// Creates actions that do nothing; set the ones the screen handles.
    package init() {}
  }

  @Binding private var values: Values
  private let actions: Actions

  /// Creates the screen over `values`, calling `actions`.
  package init(values: Binding<Values>, actions: Actions) {
    _values = values
    self.actions = actions
  }

  /// The table or the empty view, then the bottom button.
  package var body: some View {
    // Read once: a screen's values may be computed on each read, from every player.
    let values = values
    return VStack {
      if values.showsEmptyView {
        ContentUnavailableView(PlayerListTexts.emptyMessage) {
          Button(PlayerListTexts.retryButton, action: actions.retryTapped)
            .accessibilityIdentifier("playerList.retryButton")
        }
        .accessibilityIdentifier("playerList.emptyView")
      } else {
        players(values)
      }
      Button(values.controls.actionButton.title, action: actions.actionTapped)
        .accessibilityIdentifier("playerList.actionButton")
        .disabled(!values.controls.actionButton.isEnabled)
    }
    .navigationTitle(values.controls.title)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button(values.controls.selectButton.title, action: actions.selectTapped)
          .accessibilityIdentifier("playerList.selectButton")
          .disabled(!values.controls.selectButton.isEnabled)
      }
    }
    .alert(PlayerListTexts.deleteTitle, isPresented: field(\.isConfirmingDelete, of: values)) {
      Button(PlayerListTexts.deleteConfirmButton, action: actions.deleteConfirmed)
      Button(PlayerListTexts.deleteCancelButton, action: actions.deleteCancelled)
    } message: {
      Text(PlayerListTexts.deleteMessage)
    }
    .errorAlert(PlayerListTexts.errorTitle, message: field(\.errorMessage, of: values))
    .loadingOverlay(values.isLoading)
  }

  private func players(_ values: Values) -> some View {
    let actions = actions
    return List {
      ForEach(values.players) { player in
        ListRow(
          player.name, detail: player.listDetail, style: .subtitle,
          accessory: .disclosureIndicator,
          isChecked: values.isSelecting ? values.checkedIDs.contains(player.id) : nil
        ) { await actions.playerTapped(player) }
      }
      .onDelete(perform: deleteAction(values))
    }
    .accessibilityIdentifier("playerList.table")
  }

  /// A binding to one field that reads this pass's `values` and writes through to the screen's:
  /// the alerts read their fields several times a pass, and each read of `$values` computes every
  /// player's row again.
  private func field<Field>(
    _ keyPath: WritableKeyPath<Values, Field>, of snapshot: Values
  ) -> Binding<Field> {
    let values = $values
    return Binding(
      get: { snapshot[keyPath: keyPath] },
      set: { values[dynamicMember: keyPath].wrappedValue = $0 })
  }

  /// Rows are deleted in list mode only.
  private func deleteAction(_ values: Values) -> (@MainActor (IndexSet) -> Void)? {
    guard !values.isSelecting else { return nil }
    let players = values.players
    let deleteSwiped = actions.deleteSwiped
    return { offsets in
      for offset in offsets where players.indices.contains(offset) {
        deleteSwiped(players[offset])
      }
    }
  }
}
