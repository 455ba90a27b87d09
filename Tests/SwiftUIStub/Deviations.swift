// The one deliberate deviation from SwiftUI that the declarative screens keep, compiled as the
// module `SwiftUIDeviations` and imported only into the files that `scripts/check-swiftui-api`
// allow-lists for it — never part of the `SwiftUI` stub, since SwiftUI does not have it.
//
// `onMoveBetweenSections(perform:)`: Confirm Players moves a player between Bench, Team A and
// Team B (SPEC §3.6) by dragging a row from one section to another. SwiftUI's
// `onMove(perform:)` moves rows within one `ForEach`'s data only, so no SwiftUI form expresses the
// move between sections; the README's DeclarativeKit ↔ SwiftUI table names this deviation.
// Allowed in: Sources/Layouts/ConfirmPlayersContent.swift.
import SwiftUI

extension View {
  /// DEVIATION (not SwiftUI): the rows moved between sections.
  ///
  /// The action gets the index paths before and after the move, as UIKit's `moveRowAt:to:`;
  /// DeclarativeKit's own signature.
  nonisolated public func onMoveBetweenSections(
    perform action: @escaping @MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void
  ) -> some View { self }
}
