import ViewKit

// MARK: - Which commands act on it, so a name only looks among those

extension Handle {
  /// Whether `tap` acts on it: a button of any kind, a switch or a row.
  var isTappable: Bool {
    switch self {
    case .control(let control):
      switch control.kind {
      case .back, .barButton, .button, .alertAction, .toggle: true
      case .textField, .stepper, .picker, .table: false
      }
    case .row: true
    case .section: false
    }
  }

  /// Whether it is a text field.
  var isTextField: Bool {
    if case .control(let control) = self, case .textField = control.kind { true } else { false }
  }

  /// Whether it is a switch.
  var isSwitch: Bool {
    if case .control(let control) = self { control.kind == .toggle } else { false }
  }

  /// Whether it is a stepper.
  var isStepper: Bool {
    if case .control(let control) = self, case .stepper = control.kind { true } else { false }
  }

  /// Whether it is a picker.
  var isPicker: Bool {
    if case .control(let control) = self, case .picker = control.kind { true } else { false }
  }

  /// Whether it is a row of a table.
  var isRow: Bool {
    if case .row = self { true } else { false }
  }

  /// Whether a row can be moved to it: a row or a section header.
  var isRowOrSection: Bool {
    switch self {
    case .row, .section: true
    case .control: false
    }
  }
}
