/// The modifiers that, put on a `ForEach` (or other list content) in a `List`, apply to each of
/// its rows, as in SwiftUI; any other modifier there makes its content one row.

extension LifecycleModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      LifecycleModifier<Row>(
        content: row, onAppear: onAppear, onDisappear: onDisappear, task: task, taskID: taskID)
    }
    return wrap(row)
  }
}

extension EnvironmentModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      EnvironmentModifier<Row>(content: row, change: change)
    }
    return wrap(row)
  }
}

extension IdentifierModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      IdentifierModifier<Row>(content: row, identifier: identifier)
    }
    return wrap(row)
  }
}

extension ChangeModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      ChangeModifier<Row, Value>(content: row, value: value, initial: initial, action: action)
    }
    return wrap(row)
  }
}
