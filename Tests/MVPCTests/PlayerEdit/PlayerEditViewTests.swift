import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerEditViewTests {
  private func makeSUT(field: PlayerField = .name, text: String = "Ana") -> (
    sut: PlayerEditView, driver: Driver, presenter: PlayerEditPresenterSpy,
    host: PassiveViewHost
  ) {
    let layout = PlayerEditLayout(field: field, text: text)
    let sut = PlayerEditView(layout: layout)
    let presenter = PlayerEditPresenterSpy()
    presenter.options = [
      PlayerEditOptionRow(title: "Goalkeeper", isChecked: false),
      PlayerEditOptionRow(title: "Defender", isChecked: true),
    ]
    let host = PassiveViewHost(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.host = host
    return (sut, ScreenHost.show(host), presenter, host)
  }

  // MARK: - Events

  @Test func givenTextField_whenTypingAndTappingDone_thenPresenterGetsEachEditAndDone()
    async throws
  {
    // Given
    let (sut, driver, presenter, _) = makeSUT(text: "")
    sut.setDoneEnabled(true)

    // When
    try await driver.type("Bea", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(
      presenter.calls == [
        .textDidChange("B"), .textDidChange("Be"), .textDidChange("Bea"), .doneTapped,
      ])
  }

  @Test func givenOptions_whenAnOptionIsTapped_thenPresenterGetsItsIndex() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT(field: .preferredPosition)
    sut.reloadData()

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    #expect(presenter.calls == [.didSelectOption(at: 0)])
  }

  // MARK: - Rendering

  @Test func givenNewView_whenPresenterShowsTheTextField_thenItHoldsTextAndOptionsAreHidden()
    throws
  {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setTitle("Name")
    sut.setDoneEnabled(false)

    // Then
    #expect(driver.title == "Name")
    #expect(try driver.text(of: "playerEdit.textField") == "Ana")
    #expect(try driver.isHidden("playerEdit.options"))
    #expect(try !driver.isEnabled("playerEdit.doneButton"))
  }

  @Test func givenNewView_whenPresenterShowsOptions_thenTheChosenOneHasTheCheckmark() throws {
    // Given
    let (sut, driver, _, _) = makeSUT(field: .preferredPosition)

    // When
    sut.reloadData()

    // Then
    #expect(try driver.isHidden("playerEdit.textField"))
    #expect(
      try driver.rows(in: "playerEdit.options") == [
        [RowSnapshot(text: "Goalkeeper"), RowSnapshot(text: "Defender", accessory: .checkmark)]
      ])
  }

  @Test func givenShownView_whenPresenterReportsAFailedSave_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, driver, _, _) = makeSUT()
    sut.showLoading()

    // When
    sut.hideLoading()
    sut.showError(title: "Error update", message: "Unable to update player. Please try again.")

    // Then
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
  }
}
