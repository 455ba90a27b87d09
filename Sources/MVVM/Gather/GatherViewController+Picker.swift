import ViewKit

// MARK: - Picker panel

extension GatherViewController {
  /// Builds the hidden panel: the two wheels, then the Cancel/Done toolbar.
  func makePickerPanel() -> View {
    pickerPanel.isHidden = true
    picker.components = viewModel.pickerComponents
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(
      StackView(axis: .horizontal, arrangedSubviews: [pickerCancelButton, pickerDoneButton]))
    return pickerPanel
  }

  /// Toolbar taps go in as inputs (Done with the wheels' rows); the panel follows the outputs.
  func bindPicker() {
    let viewModel = viewModel
    pickerCancelButton.action = { viewModel.pickerCancelTapped() }
    pickerDoneButton.action = { [picker] in
      viewModel.pickerDoneTapped(
        minutesRow: picker.selectedRow(inComponent: 0),
        secondsRow: picker.selectedRow(inComponent: 1))
    }
    viewModel.pickerRows.observe(on: self) { controller, rows in
      controller.picker.selectRow(rows.minutes, inComponent: 0)
      controller.picker.selectRow(rows.seconds, inComponent: 1)
    }
    viewModel.isPickerShown.observe(on: self) { controller, isShown in
      controller.pickerPanel.isHidden = !isShown
    }
  }
}
