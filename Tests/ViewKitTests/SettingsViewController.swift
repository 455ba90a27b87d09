import ViewKit

/// A small sample screen for the tests: a settings form with every kind of control.
@MainActor
final class SettingsViewController: ViewController {
  let nameField = TextField(placeholder: "Your name", identifier: "settings.name")
  let passwordField = TextField(
    placeholder: "Password", isSecureTextEntry: true, identifier: "settings.password")
  let syncSwitch = Switch(isOn: true, title: "Sync", identifier: "settings.sync")
  let fontLabel = Label(text: "Font size 12", identifier: "settings.fontLabel")
  let fontStepper = Stepper(identifier: "settings.fontSize")
  let themePicker = Picker(
    components: [["Light", "Dark"], ["Small", "Large"]], identifier: "settings.theme")
  let saveButton = Button(title: "Save", identifier: "settings.save")
  let statusLabel = Label(identifier: "settings.status")
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    fontStepper.minimumValue = 10
    fontStepper.maximumValue = 14
    fontStepper.stepValue = 2
    fontStepper.value = 12
    saveButton.isEnabled = false
    for control in [
      Label(text: "Name"), nameField, passwordField, syncSwitch, fontLabel, fontStepper,
      themePicker, saveButton, statusLabel,
    ] {
      view.addSubview(control)
    }
    wireEvents()
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Reset", identifier: "settings.reset")
    {
      [weak self] in self?.confirmReset()
    }
  }

  private func wireEvents() {
    nameField.onEditingChanged = { [weak self] text in
      self?.events.append("name:\(text)")
      self?.saveButton.isEnabled = !text.isEmpty
    }
    syncSwitch.onValueChanged = { [weak self] isOn in self?.events.append("sync:\(isOn)") }
    fontStepper.onValueChanged = { [weak self] value in
      self?.fontLabel.text = "Font size \(Int(value))"
    }
    themePicker.onSelect = { [weak self] row, component in
      self?.events.append("pick:\(row),\(component)")
    }
    saveButton.action = { [weak self] in self?.save() }
  }

  private func save() {
    showLoading()
    run { [weak self] in
      // Several suspension points stand in for a slow service call.
      for _ in 0..<5 { await Task.yield() }
      guard let self else { return }
      self.hideLoading()
      self.statusLabel.text = "Saved \(self.nameField.text)"
      let alert = AlertController(title: "Saved", message: "Your settings were saved.")
      alert.addAction(AlertAction(title: "OK"))
      self.present(alert)
    }
  }

  private func confirmReset() {
    let alert = AlertController(title: "Reset settings?", message: "This cannot be undone.")
    alert.addAction(
      AlertAction(title: "Reset", style: .destructive) { [weak self] in
        await Task.yield()
        self?.nameField.text = ""
        self?.statusLabel.text = "Reset"
      })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    present(alert)
  }
}
