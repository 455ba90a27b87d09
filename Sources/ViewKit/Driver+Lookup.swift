extension Driver {
  /// The screen the user sees, its pending updates applied first.
  var top: ViewController {
    window.layoutIfNeeded()
    return window.topViewController
  }

  /// Every view of the top screen, hidden or not, in screen order.
  var screenViews: [View] { top.view.allViews }

  /// The bar buttons shown in the navigation bar, left first.
  var barItems: [BarButtonItem] {
    guard window.shownNavigationController != nil else { return [] }
    return [top.navigationItem.leftBarButtonItem, top.navigationItem.rightBarButtonItem]
      .compactMap { $0 }
  }

  /// Whether the navigation bar shows a back button.
  var hasBackButton: Bool {
    guard let navigation = window.shownNavigationController else { return false }
    let item = top.navigationItem
    return navigation.viewControllers.count > 1 && !item.hidesBackButton
      && item.leftBarButtonItem == nil
  }

  /// Short descriptions of what the user can see and address, in screen order.
  var onScreen: [String] {
    var items: [String] = hasBackButton ? ["< Back"] : []
    items += barItems.map { describe(title: $0.title, id: $0.identifier) }
    for view in screenViews where !view.isHiddenInHierarchy {
      if let button = view as? Button {
        items.append(describe(title: button.title, id: button.identifier))
      } else if let id = view.identifier {
        items.append("\(id) (\(kind(of: view)))")
      }
    }
    return items
  }

  /// Throws if an alert or the loading overlay covers the screen.
  func ensureUncovered(_ element: String) throws {
    if let alert = window.presentedAlert {
      throw DriverError.coveredByAlert(
        element: element, alertTitle: alert.title, actions: alert.actions.map(\.title))
    }
    if window.isLoading {
      throw DriverError.coveredByLoading(element: element, onScreen: onScreen)
    }
    if !top.view.isUserInteractionEnabled {
      throw DriverError.ignoringInput(element: element, onScreen: onScreen)
    }
  }

  /// Throws `ignoringInput` if the view or a view around it does not accept input.
  func ensureInteractive(_ view: View, _ element: String) throws {
    guard view.isUserInteractionEnabledInHierarchy else {
      throw DriverError.ignoringInput(element: element, onScreen: onScreen)
    }
  }

  /// Finds a view of the given kind by identifier, hidden or not, for reading.
  func view<T: View>(_ id: String, as type: T.Type, kind: String) throws -> T {
    guard let view = screenView(id) else {
      throw DriverError.notFound(element: id, onScreen: onScreen)
    }
    guard let typed = view as? T else {
      throw DriverError.wrongKind(element: id, expected: kind, onScreen: onScreen)
    }
    return typed
  }

  /// The view of the top screen with this identifier or, if none has it, this accessibility
  /// label (a visible one first).
  func screenView(_ id: String) -> View? {
    let views = screenViews
    if let view = views.first(where: { $0.identifier == id }) { return view }
    let labelled = views.filter { $0.accessibilityLabel == id }
    return labelled.first { !$0.isHiddenInHierarchy } ?? labelled.first
  }

  /// Finds a visible, uncovered control of the given kind by identifier, for acting.
  func control<T: View>(_ id: String, as type: T.Type, kind: String) throws -> T {
    try ensureUncovered(id)
    let typed = try view(id, as: type, kind: kind)
    guard !typed.isHiddenInHierarchy else {
      throw DriverError.hidden(element: id, onScreen: onScreen)
    }
    try ensureInteractive(typed, id)
    return typed
  }

  /// Throws `disabled` unless `isEnabled`.
  func ensureEnabled(_ isEnabled: Bool, _ id: String) throws {
    guard isEnabled else { throw DriverError.disabled(element: id, onScreen: onScreen) }
  }

  private func describe(title: String, id: String?) -> String {
    id.map { "[\(title)] (\($0))" } ?? "[\(title)]"
  }

  func kind(of view: View) -> String {
    switch view {
    case is Label: "label"
    case is TextField: "text field"
    case is Switch: "switch"
    case is Stepper: "stepper"
    case is Picker: "picker"
    case is TableView: "table"
    case is EmptyStateView: "empty state"
    default: "view"
    }
  }
}
