/// Acts on a window as a user would and reads what the screen shows.
///
/// Every reader applies the screens' pending updates first (`Window.layoutIfNeeded()`). Every
/// action performs one UI event, then waits until all the work it started has finished,
/// so tests need no sleeps. Acting on something missing, hidden, disabled or covered throws a
/// `DriverError` that names it and lists what is on screen.
@MainActor
public final class Driver {
  /// The window acted on.
  public let window: Window

  /// Creates a driver for a window.
  public init(window: Window) {
    self.window = window
  }

  /// Waits until the work the screens started (for instance in `viewWillAppear`) has finished.
  public func waitUntilIdle() async {
    await window.waitUntilIdle()
  }

  /// Taps a button or bar button, found by identifier first, then by title, then by
  /// accessibility label; "Back" goes back (pops, or closes a presented screen that has nothing
  /// to pop).
  public func tap(_ idOrTitle: String) async throws {
    try ensureUncovered(idOrTitle)
    if let item = barItems.first(where: { $0.identifier == idOrTitle }) {
      return try await tap(item, idOrTitle)
    }
    if let view = screenViews.first(where: { $0.identifier == idOrTitle }) {
      guard let button = view as? Button else {
        throw DriverError.wrongKind(element: idOrTitle, expected: "button", onScreen: onScreen)
      }
      return try await tap(button, idOrTitle)
    }
    if idOrTitle == "Back", hasBackButton { return try await goBack() }
    if let item = barItems.first(where: { $0.title == idOrTitle }) {
      return try await tap(item, idOrTitle)
    }
    let buttons = screenViews.compactMap { $0 as? Button }.filter { $0.title == idOrTitle }
    if let button = buttons.first(where: { !$0.isHiddenInHierarchy }) ?? buttons.first {
      return try await tap(button, idOrTitle)
    }
    if let item = barItems.first(where: { $0.accessibilityLabel == idOrTitle }) {
      return try await tap(item, idOrTitle)
    }
    if idOrTitle == "Back", window.shownPresentation != nil { return try await goBack() }
    guard let view = screenView(idOrTitle) else {
      throw DriverError.notFound(element: idOrTitle, onScreen: onScreen)
    }
    guard let button = view as? Button else {
      throw DriverError.wrongKind(element: idOrTitle, expected: "button", onScreen: onScreen)
    }
    try await tap(button, idOrTitle)
  }

  /// Taps the back button of a pushed screen; on a presented screen with nothing to pop, closes
  /// it as a user's swipe down does, unless it refuses that (`isModalInPresentation`).
  public func goBack() async throws {
    try ensureUncovered("Back")
    if hasBackButton, let navigation = window.shownNavigationController {
      navigation.popViewController(animated: true)
    } else if let presented = window.shownPresentation {
      guard !presented.refusesInteractiveDismissal else {
        throw DriverError.notAllowed(
          element: "Back",
          reason: "the presented screen refuses a swipe down (isModalInPresentation)")
      }
      presented.dismiss(animated: true)
    } else {
      throw DriverError.cannotGoBack(onScreen: onScreen)
    }
    await window.waitUntilIdle()
  }

  /// Taps an action of the shown alert by title: dismisses the alert, then runs its handler.
  public func tapAlertAction(_ title: String) async throws {
    guard let presenter = window.alertPresenter, let alert = presenter.presentedAlert else {
      throw DriverError.noAlert(action: title, onScreen: onScreen)
    }
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      throw DriverError.noSuchAlertAction(
        action: title, alertTitle: alert.title, actions: alert.actions.map(\.title))
    }
    presenter.dismissAlert()
    await action.handler?()
    await window.waitUntilIdle()
  }

  /// Taps a text field, which becomes the first responder, and replaces its content one
  /// character at a time, like typing after select-all.
  public func type(_ text: String, into id: String) async throws {
    let field = try editableField(id)
    field.becomeFirstResponder()
    guard !text.isEmpty else { return try await clearText(in: id) }
    var typed = ""
    for character in text {
      typed.append(character)
      field.text = typed
      field.onEditingChanged?(typed)
    }
    await window.waitUntilIdle()
  }

  /// Presses Return in a text field.
  public func submit(_ id: String) async throws {
    let field = try editableField(id)
    field.onReturn?()
    await window.waitUntilIdle()
  }

  /// Empties a text field, as its clear button would.
  public func clearText(in id: String) async throws {
    let field = try editableField(id)
    field.becomeFirstResponder()
    field.text = ""
    field.onEditingChanged?("")
    await window.waitUntilIdle()
  }

  /// Flips a switch.
  public func toggle(_ id: String) async throws {
    let toggle = try control(id, as: Switch.self, kind: "switch")
    try ensureEnabled(toggle.isEnabled, id)
    toggle.isOn.toggle()
    toggle.onValueChanged?(toggle.isOn)
    await window.waitUntilIdle()
  }

  /// Taps a stepper's plus; at the maximum nothing changes and no callback runs.
  public func stepUp(_ id: String) async throws {
    try await step(id, by: 1)
  }

  /// Taps a stepper's minus; at the minimum nothing changes and no callback runs.
  public func stepDown(_ id: String) async throws {
    try await step(id, by: -1)
  }

  /// Spins a picker component to a row.
  public func pick(row: Int, component: Int, in id: String) async throws {
    let picker = try control(id, as: Picker.self, kind: "picker")
    guard picker.components.indices.contains(component),
      picker.components[component].indices.contains(row)
    else {
      throw DriverError.pickerRowOutOfRange(
        picker: id, row: row, component: component,
        rowsPerComponent: picker.components.map(\.count))
    }
    picker.selectRow(row, inComponent: component)
    picker.onSelect?(row, component)
    await window.waitUntilIdle()
  }

  private func tap(_ button: Button, _ name: String) async throws {
    guard !button.isHiddenInHierarchy else {
      throw DriverError.hidden(element: name, onScreen: onScreen)
    }
    try ensureInteractive(button, name)
    try ensureEnabled(button.isEnabled, name)
    await button.action?()
    await window.waitUntilIdle()
  }

  private func tap(_ item: BarButtonItem, _ name: String) async throws {
    try ensureEnabled(item.isEnabled, name)
    await item.action?()
    await window.waitUntilIdle()
  }

  private func editableField(_ id: String) throws -> TextField {
    let field = try control(id, as: TextField.self, kind: "text field")
    try ensureEnabled(field.isEnabled, id)
    return field
  }

  private func step(_ id: String, by direction: Double) async throws {
    let stepper = try control(id, as: Stepper.self, kind: "stepper")
    try ensureEnabled(stepper.isEnabled, id)
    let target = stepper.value + direction * stepper.stepValue
    let clamped = min(max(target, stepper.minimumValue), stepper.maximumValue)
    guard clamped != stepper.value else { return }
    stepper.value = clamped
    stepper.onValueChanged?(clamped)
    await window.waitUntilIdle()
  }
}
