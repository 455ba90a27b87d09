@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import Layouts

// The tests describe a screen by its `Values`, as the layered patterns' view states keep them;
// these make a Content from them through its per-value initialiser, as those screens do.

extension ConfirmPlayersContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(
    values: Binding<Values>,
    onMove: @escaping @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void,
    onStart: @escaping @MainActor () -> Void
  ) {
    self.init(
      sections: values.wrappedValue.sections, isStartEnabled: values.wrappedValue.isStartEnabled,
      isLoading: values.wrappedValue.isLoading, isShowingError: values.isShowingError,
      onMove: onMove, onStart: onStart)
  }
}

extension GatherContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(values: Binding<Values>, actions: Actions) {
    let shown = values.wrappedValue
    self.init(
      teamAScore: values.teamAScore, teamBScore: values.teamBScore, timer: shown.timer,
      actionTitle: shown.actionTitle, sections: shown.sections,
      pickerRows: shown.isPickerShown ? values.pickerRows : nil,
      isConfirmingEnd: values.isConfirmingEnd, isLoading: shown.isLoading,
      isShowingError: values.isShowingError, actions: actions)
  }
}

extension LoginContent {
  /// Creates the form from a view state's `values`, each field bound or shown as a screen passes it.
  init(
    values: Binding<Values>, onLogin: @escaping @MainActor () -> Void,
    onRegister: @escaping @MainActor () -> Void
  ) {
    self.init(
      username: values.username, password: values.password, rememberMe: values.rememberMe,
      isLoading: values.wrappedValue.isLoading, errorMessage: values.errorMessage,
      onLogin: onLogin, onRegister: onRegister)
  }
}

extension PlayerAddContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(values: Binding<Values>, onDone: @escaping @MainActor () -> Void) {
    self.init(
      name: values.name, isLoading: values.wrappedValue.isLoading,
      isShowingError: values.isShowingError, onDone: onDone)
  }
}

extension PlayerDetailContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(
    values: Values, onSelectField: @escaping @MainActor (PlayerField) -> Void
  ) {
    self.init(player: values.player, onSelectField: onSelectField)
  }
}

extension PlayerEditContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(
    field: PlayerField, originalText: String, values: Binding<Values>,
    onDone: @escaping @MainActor () -> Void
  ) {
    self.init(
      field: field, originalText: originalText, text: values.text,
      selectedOption: values.selectedOption, isDoneEnabled: values.wrappedValue.isDoneEnabled,
      isLoading: values.wrappedValue.isLoading, isShowingError: values.isShowingError,
      onDone: onDone)
  }
}

extension PlayerListContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(values: Binding<Values>, actions: Actions) {
    let shown = values.wrappedValue
    let alerts = values
    self.init(
      players: shown.players, checkedIDs: shown.checkedIDs, controls: shown.controls,
      isSelecting: shown.isSelecting, showsEmptyView: shown.showsEmptyView,
      isLoading: shown.isLoading,
      isConfirmingDelete: Binding(
        get: { shown.isConfirmingDelete },
        set: { alerts.wrappedValue.isConfirmingDelete = $0 }),
      errorMessage: Binding(
        get: { shown.errorMessage }, set: { alerts.wrappedValue.errorMessage = $0 }),
      actions: actions)
  }
}
