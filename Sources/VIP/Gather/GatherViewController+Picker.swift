import Domain
import ViewKit

// MARK: - Picker panel

extension GatherViewController {
  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel) {
    picker.selectRow(viewModel.minutesRow, inComponent: 0)
    picker.selectRow(viewModel.secondsRow, inComponent: 1)
    pickerPanel.isHidden = false
  }

  /// Builds the hidden panel: the two wheels, then the Cancel/Done toolbar.
  func makePickerPanel() -> View {
    pickerPanel.isHidden = true
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(
      StackView(axis: .horizontal, arrangedSubviews: [pickerCancelButton, pickerDoneButton]))
    return pickerPanel
  }

  /// Done sends the wheels' rows; Cancel only closes the panel, which is no business of the
  /// interactor's.
  func wirePickerEvents() {
    pickerCancelButton.action = { [weak self] in self?.pickerPanel.isHidden = true }
    pickerDoneButton.action = { [weak self] in
      guard let self else { return }
      interactor.controlTimer(
        request: GatherScene.ControlTimer.Request(
          action: .set(
            minutesRow: picker.selectedRow(inComponent: 0),
            secondsRow: picker.selectedRow(inComponent: 1))))
    }
  }
}
