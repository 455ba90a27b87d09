import Domain
import ViewKit

// MARK: - Picker panel

extension GatherView {
  /// Opens the picker panel with these rows selected.
  func showPicker(minutesRow: Int, secondsRow: Int) {
    picker.selectRow(minutesRow, inComponent: 0)
    picker.selectRow(secondsRow, inComponent: 1)
    pickerPanel.isHidden = false
  }

  /// Closes the picker panel, if it is open.
  func hidePicker() {
    pickerPanel.isHidden = true
  }

  /// Builds the hidden panel: the two wheels, then the Cancel/Done toolbar.
  func makePickerPanel() -> View {
    pickerPanel.isHidden = true
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(
      StackView(axis: .horizontal, arrangedSubviews: [pickerCancelButton, pickerDoneButton]))
    return pickerPanel
  }

  /// Forwards the toolbar taps; Done hands over the wheels' rows for the presenter to read.
  func connectPickerEvents() {
    pickerCancelButton.action = { [weak self] in self?.presenter?.pickerCancelTapped() }
    pickerDoneButton.action = { [weak self] in
      guard let self else { return }
      self.presenter?.pickerDoneTapped(
        minutesRow: self.picker.selectedRow(inComponent: 0),
        secondsRow: self.picker.selectedRow(inComponent: 1))
    }
  }
}
