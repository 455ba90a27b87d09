@_spi(Hosting) import DeclarativeKit
import Observation
import ViewKit

/// DeclarativeKit's own case: a `List` hosted in a window 40 lines tall, one row changed per
/// update, timed from the change to the end of the layout pass that shows it.
///
/// It measures the toolkit, not a pattern: what a declarative screen pays per update before any
/// pattern's code runs.
@MainActor
final class HostedListBench {
  /// The name the report gives this case, beside the patterns.
  nonisolated static let name = "DeclarativeKit"
  /// The one action timed.
  nonisolated static let action = "update one row"

  struct Row: Identifiable {
    let id: Int
    var name: String
  }

  @MainActor @Observable
  final class Rows {
    var items: [Row]

    init(count: Int) {
      items = (0..<count).map { Row(id: $0, name: "Player \($0 + 1)") }
    }
  }

  private struct Roster: DeclarativeKit.View {
    let rows: Rows

    var body: some DeclarativeKit.View {
      List(rows.items) { row in
        HStack {
          LabeledContent(row.name, value: "#\(row.id)")
          Image(systemName: "chevron.right")
        }
      }
      .accessibilityIdentifier("bench.list")
    }
  }

  private let rows: Rows
  private let window: Window
  private var updates = 0

  /// Hosts a list of `count` rows and draws it once.
  init(rows count: Int) {
    rows = Rows(count: count)
    let host = HostingController(rootView: Roster(rows: rows))
    window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    window.height = BenchSession.screenHeight
    _ = Renderer.render(window)
  }

  /// Renames one drawn row and runs the layout pass; returns the time it took and the cells built.
  func update() -> (seconds: Double, cells: Int) {
    updates += 1
    // A drawn row, a different one each time, so every update changes what is shown.
    let index = updates % min(rows.items.count, BenchSession.screenHeight / 2)
    let clock = ContinuousClock()
    let cellsBefore = TableView.cellsRequested
    let start = clock.now
    rows.items[index].name = "Renamed \(updates)"
    window.layoutIfNeeded()
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, TableView.cellsRequested - cellsBefore)
  }

  /// Whether the last renamed row is on screen: the update really reached the widgets.
  var showsLastUpdate: Bool {
    Renderer.render(window).contains("Renamed \(updates)")
  }
}
