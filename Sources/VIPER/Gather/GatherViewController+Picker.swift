import Domain
import ViewKit

// MARK: - Picker panel

extension GatherViewController {
  func showPicker(minutesRow: Int, secondsRow: Int) {
    picker.selectRow(minutesRow, inComponent: 0)
    picker.selectRow(secondsRow, inComponent: 1)
    pickerPanel.isHidden = false
  }

  func hidePicker() {
    pickerPanel.isHidden = true
  }

  /// Builds the hidden panel: the minutes and seconds wheels, then the Cancel/Done toolbar.
  func makePickerPanel() -> View {
    picker.components = [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
    pickerPanel.isHidden = true
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(
      StackView(axis: .horizontal, arrangedSubviews: [pickerCancelButton, pickerDoneButton]))
    return pickerPanel
  }

  /// Forwards the toolbar taps; Done hands over the wheels' rows.
  func wirePickerEvents() {
    pickerCancelButton.action = { [weak self] in self?.presenter.pickerCancelTapped() }
    pickerDoneButton.action = { [weak self] in
      guard let self else { return }
      presenter.pickerDoneTapped(
        minutesRow: picker.selectedRow(inComponent: 0),
        secondsRow: picker.selectedRow(inComponent: 1))
    }
  }
}
