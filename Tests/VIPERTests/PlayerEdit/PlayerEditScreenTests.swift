@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerEditScreenTests {
  private func makeSUT(field: PlayerField = .name, text: String = "") -> (
    view: PlayerEditViewState, presenter: PlayerEditPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerEditPresenterProtocolSpy()
    let view = PlayerEditViewState(presenter: presenter, field: field, originalText: text)
    return (
      view, presenter,
      ScreenHost.show(HostingController(rootView: PlayerEditScreen(viewState: view)))
    )
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
    #expect(driver.element("playerEdit.options") == nil)
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
    #expect(driver.element("playerEdit.textField") == nil)
    #expect(
      try driver.rows(in: "playerEdit.options").first?.prefix(2) == [
        RowSnapshot(text: "Goalkeeper"), RowSnapshot(text: "Defender", accessory: .checkmark),
      ])
    #expect(presenter.calls == [.didSelectOption(0)])
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
