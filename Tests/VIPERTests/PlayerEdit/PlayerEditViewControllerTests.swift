import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerEditViewControllerTests {
  private func makeSUT(field: PlayerField = .name, text: String = "") -> (
    view: PlayerEditViewController, presenter: PlayerEditPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerEditPresenterProtocolSpy()
    let view = PlayerEditViewController(presenter: presenter, field: field, text: text)
    return (view, presenter, ScreenHost.show(view))
  }

  @Test func givenTextField_whenTypingAndDoneTapped_thenThePresenterHearsEachEvent() async throws {
    // Given
    let (view, presenter, driver) = makeSUT(field: .age, text: "27")
    let shown = driver.controls.first { $0.address == "playerEdit.textField" }
    view.setTitle("Age")
    view.setDoneEnabled(true)

    // When
    try await driver.clearText(in: "playerEdit.textField")
    try await driver.type("30", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(driver.title == "Age")
    #expect(shown?.title == "27")
    #expect(try driver.isHidden("playerEdit.options"))
    #expect(presenter.calls.first == .load)
    #expect(presenter.calls.last == .doneTapped)
    #expect(presenter.calls.contains(.textDidChange("30")))
  }

  @Test func givenPositionOptions_whenGoalkeeperIsTapped_thenCheckmarkShowsAndSelectionIsSent()
    async throws
  {
    // Given
    let (view, presenter, driver) = makeSUT(field: .preferredPosition, text: "Defender")
    view.showOptions([
      PlayerEditOption(title: "Goalkeeper", isChecked: false),
      PlayerEditOption(title: "Defender", isChecked: true),
    ])

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(try driver.isHidden("playerEdit.textField"))
    #expect(
      try driver.rows(in: "playerEdit.options") == [
        [RowSnapshot(text: "Goalkeeper"), RowSnapshot(text: "Defender", accessory: .checkmark)]
      ])
    #expect(presenter.calls == [.load, .didSelectOption(0)])
  }

  @Test func givenAnUpdate_whenLoadingStartsAndEndsWithAnError_thenOverlayThenTheAlert() {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.showLoading()
    let covered = driver.isLoading
    view.hideLoading()
    view.showError(title: "Error update", message: "Unable to update player. Please try again.")

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
  }
}
