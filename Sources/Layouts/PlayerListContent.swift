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
    /// The delete confirmation, while it is shown.
    package var deleteConfirmation: AlertMessage?
    /// The error alert, while it is shown.
    package var error: AlertMessage?

    /// Creates the values of a screen.
    package init(
      players: [Player] = [], checkedIDs: Set<Player.ID> = [],
      controls: PlayerListControls = PlayerListControls(
        isSelecting: false, selectedCount: 0, hasPlayers: false),
      isSelecting: Bool = false, showsEmptyView: Bool = false, isLoading: Bool = false,
      deleteConfirmation: AlertMessage? = nil, error: AlertMessage? = nil
    ) {
      self.players = players
      self.checkedIDs = checkedIDs
      self.controls = controls
      self.isSelecting = isSelecting
      self.showsEmptyView = showsEmptyView
      self.isLoading = isLoading
      self.deleteConfirmation = deleteConfirmation
      self.error = error
    }

    /// Compares what the screen shows: every field of each player, not only its id as `Player`'s
    /// `==` does, so a view state holding these values sees a rename.
    ///
    /// The players come last: a tick or a mode change differs in a field read at once, so the
    /// players (1,000 on the bench) are not read.
    package static func == (lhs: Values, rhs: Values) -> Bool {
      lhs.checkedIDs == rhs.checkedIDs && lhs.controls == rhs.controls
        && lhs.isSelecting == rhs.isSelecting && lhs.showsEmptyView == rhs.showsEmptyView
        && lhs.isLoading == rhs.isLoading && lhs.deleteConfirmation == rhs.deleteConfirmation
        && lhs.error == rhs.error && lhs.players.hasSameContents(as: rhs.players)
    }
  }

  /// What the user does on Player List.
  package struct Actions {
    /// Select or Cancel in the bar.
    package var selectTapped: @MainActor () -> Void = {}
    /// Add player, or Confirm players in selection mode.
    package var actionTapped: @MainActor () -> Void = {}
    /// The empty view's Retry.
    package var retryTapped: @MainActor () -> Void = {}
    /// A tapped row.
    package var playerTapped: @MainActor (Player) -> Void = { _ in }
    /// The path value a row leads to in list mode, for a screen whose rows are
    /// `NavigationLink`s (then `playerTapped` hears selection mode's taps only).
    package var playerLink: (@MainActor (Player) -> AnyHashable)?
    /// A row swiped to delete, in list mode.
    package var deleteSwiped: @MainActor (Player) -> Void = { _ in }
    /// The confirmation's Delete.
    package var deleteConfirmed: @MainActor () -> Void = {}
    /// The confirmation's Cancel.
    package var deleteCancelled: @MainActor () -> Void = {}

    /// Creates actions that do nothing; set the ones the screen handles.
    package init() {}
  }

  private let players: [Player]
  private let checkedIDs: Set<Player.ID>
  private let controls: PlayerListControls
  private let isSelecting: Bool
  private let showsEmptyView: Bool
  private let isLoading: Bool
  @Binding private var deleteConfirmation: AlertMessage?
  @Binding private var error: AlertMessage?
  private let actions: Actions

  /// Creates the screen: the players (checked ones ticked while `isSelecting`), or the empty
  /// view; the delete confirmation shows while `isConfirmingDelete`, the error alert while
  /// `errorMessage` is not nil (answering either resets it); the user's events call `actions`.
  package init(
    players: [Player], checkedIDs: Set<Player.ID> = [], controls: PlayerListControls,
    isSelecting: Bool, showsEmptyView: Bool, isLoading: Bool,
    isConfirmingDelete: Binding<Bool>, errorMessage: Binding<String?>, actions: Actions
  ) {
    self.players = players
    self.checkedIDs = checkedIDs
    self.controls = controls
    self.isSelecting = isSelecting
    self.showsEmptyView = showsEmptyView
    self.isLoading = isLoading
    _deleteConfirmation = .fixed(
      AlertMessage(title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage),
      while: isConfirmingDelete)
    _error = .titled(PlayerListTexts.errorTitle, message: errorMessage)
    self.actions = actions
  }

  /// Creates the screen from `values`; the alerts show the texts `values` holds.
  package init(values: Binding<Values>, actions: Actions) {
    let shown = values.wrappedValue
    players = shown.players
    checkedIDs = shown.checkedIDs
    controls = shown.controls
    isSelecting = shown.isSelecting
    showsEmptyView = shown.showsEmptyView
    isLoading = shown.isLoading
    _deleteConfirmation = values.deleteConfirmation
    _error = values.error
    self.actions = actions
  }

  /// The table or the empty view, then the bottom button.
  package var body: some View {
    VStack {
      if showsEmptyView {
        ContentUnavailableView {
          Text(PlayerListTexts.emptyMessage)
        } actions: {
          Button(PlayerListTexts.retryButton, action: actions.retryTapped)
            .accessibilityIdentifier("playerList.retryButton")
        }
        .accessibilityIdentifier("playerList.emptyView")
      } else {
        table
      }
      Button(controls.actionButton.title, action: actions.actionTapped)
        .accessibilityIdentifier("playerList.actionButton")
        .disabled(!controls.actionButton.isEnabled)
    }
    .navigationTitle(controls.title)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button(controls.selectButton.title, action: actions.selectTapped)
          .accessibilityIdentifier("playerList.selectButton")
          .disabled(!controls.selectButton.isEnabled)
      }
    }
    .confirmationAlert(
      $deleteConfirmation, confirm: PlayerListTexts.deleteConfirmButton, role: .destructive,
      cancel: PlayerListTexts.deleteCancelButton, onConfirm: actions.deleteConfirmed,
      onCancel: actions.deleteCancelled
    )
    .errorAlert($error)
    .loadingOverlay(isLoading)
  }

  private var table: some View {
    let actions = actions
    let isSelecting = isSelecting
    let checkedIDs = checkedIDs
    return List {
      ForEach(players) { player in
        let row = PlayerRow(name: player.name, detail: player.listDetail)
        if !isSelecting, let link = actions.playerLink {
          NavigationLink(value: link(player)) { row }
        } else {
          Button {
            actions.playerTapped(player)
          } label: {
            HStack {
              if isSelecting {
                Image(
                  systemName: checkedIDs.contains(player.id) ? "checkmark.circle.fill" : "circle")
              }
              row
              Image(systemName: "chevron.right")
            }
          }
        }
      }
      .onDelete(perform: deleteAction)
    }
    .accessibilityIdentifier("playerList.table")
  }

  /// A player's name over their details: texts, so a rename is a new input (`Player`'s `==`
  /// compares ids only); `Equatable`, so that a drawn row compares them without reflection.
  private struct PlayerRow: View, Equatable {
    let name: String
    let detail: String

    var body: some View {
      VStack(alignment: .leading) {
        Text(name)
        Text(detail).font(.subheadline)
      }
    }
  }

  /// Rows are deleted in list mode only.
  private var deleteAction: (@MainActor (IndexSet) -> Void)? {
    guard !isSelecting else { return nil }
    let players = players
    let deleteSwiped = actions.deleteSwiped
    return { offsets in
      for offset in offsets where players.indices.contains(offset) {
        deleteSwiped(players[offset])
      }
    }
  }
}
