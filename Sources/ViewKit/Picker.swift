/// A set of wheels ("components"), each a list of titled rows with one selected.
@MainActor
public final class Picker: View {
  /// The row titles of each component; setting it keeps selections in range.
  public var components: [[String]] = [] {
    didSet { clampSelections() }
  }
  private var selections: [Int] = []
  /// The title drawn before the wheels, as a form row shows it; nil draws none.
  public var title: String?
  /// Called after the user picks a row.
  public var onSelect: (@MainActor (_ row: Int, _ component: Int) -> Void)?

  /// Creates a picker with the given components, each starting at row 0.
  public init(components: [[String]] = [], identifier: String? = nil) {
    super.init(identifier: identifier)
    self.components = components
    clampSelections()
  }

  /// The selected row of a component (0 for a component that does not exist).
  public func selectedRow(inComponent component: Int) -> Int {
    selections.indices.contains(component) ? selections[component] : 0
  }

  /// Selects a row without calling `onSelect`, as UIKit's `selectRow` does; out-of-range is ignored.
  public func selectRow(_ row: Int, inComponent component: Int) {
    guard components.indices.contains(component),
      components[component].indices.contains(row)
    else { return }
    selections[component] = row
  }

  private func clampSelections() {
    selections = components.indices.map { index in
      let old = selections.indices.contains(index) ? selections[index] : 0
      return min(old, max(components[index].count - 1, 0))
    }
  }
}
