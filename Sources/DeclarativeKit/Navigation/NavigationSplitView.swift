import Observation
import ViewKit

/// Columns of navigation, as SwiftUI's `NavigationSplitView`, drawn as an iPhone draws them
/// (compact width): a stack whose first screen is the sidebar; selecting a row of a
/// `List(selection:)` in a column pushes the next column, and Back clears that selection.
///
/// Like a ``NavigationStack``, it must be a scene root.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  @State private var columns = SplitColumns()

  /// Creates a three-column view: the sidebar, the content its selection shows, and the detail
  /// the content's selection shows.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// The stack of the columns shown so far.
  public var body: some View {
    NavigationStack {
      sidebar
        .environment(\.splitColumn, SplitColumn(columns: columns, index: 0))
        .navigationDestination(isPresented: columns.isShowing(1)) {
          if let content {
            content
              .environment(\.splitColumn, SplitColumn(columns: columns, index: 1))
              .navigationDestination(isPresented: columns.isShowing(2)) { detail }
          } else {
            detail
          }
        }
    }
  }
}

extension NavigationSplitView {
  /// Creates a three-column view whose columns `columnVisibility` shows, as SwiftUI's
  /// `init(columnVisibility:sidebar:content:detail:)`; the visibility is accepted (a compact
  /// width shows one column at a time).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column view: the sidebar and the detail its selection shows.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a two-column view whose columns `columnVisibility` shows; the visibility is
  /// accepted.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// Which columns of a split view are shown, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  let name: String

  /// As the platform decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and the detail.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How many columns past the sidebar a split view shows, and how each column's list clears its
/// selection when the user goes back from the column it showed.
@MainActor
@Observable
final class SplitColumns {
  private(set) var shown = 0
  @ObservationIgnored private var clears: [Int: @MainActor () -> Void] = [:]

  /// A binding true while column `index` is shown; Back from it goes back to the one before.
  func isShowing(_ index: Int) -> Binding<Bool> {
    Binding(
      get: { self.shown >= index },
      set: { isShown in
        guard !isShown, self.shown >= index else { return }
        self.goBack(to: index - 1)
      })
  }

  /// Shows the column after `index`, whose list `clear`s its selection when the user goes back.
  func show(after index: Int, clearing clear: @escaping @MainActor () -> Void) {
    clears[index] = clear
    shown = max(shown, index + 1)
  }

  private func goBack(to index: Int) {
    for column in stride(from: shown - 1, through: index, by: -1) {
      clears.removeValue(forKey: column)?()
    }
    shown = index
  }
}

/// A column of a split view, given to the views in it through the environment.
struct SplitColumn {
  let columns: SplitColumns
  let index: Int

  /// Shows the next column, as the column's list selected a row.
  @MainActor
  func showNext(clearing clear: @escaping @MainActor () -> Void) {
    columns.show(after: index, clearing: clear)
  }
}

private struct SplitColumnKey: EnvironmentKey {
  static var defaultValue: SplitColumn? { nil }
}

extension EnvironmentValues {
  /// The split view column the views are in, if any.
  var splitColumn: SplitColumn? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }
}
