@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import Layouts

// The tests describe a screen by its `Values`, as the layered patterns' view states keep them;
// these make the Contents that have no `values` initialiser from them, as those screens do.

extension PlayerAddContent {
  /// Creates the screen from a view state's `values`, each field bound or shown as a screen passes it.
  init(values: Binding<Values>, onDone: @escaping @MainActor () -> Void) {
    self.init(
      name: values.name, isLoading: values.wrappedValue.isLoading, error: values.error,
      onDone: onDone)
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
      isLoading: values.wrappedValue.isLoading, error: values.error, onDone: onDone)
  }
}
