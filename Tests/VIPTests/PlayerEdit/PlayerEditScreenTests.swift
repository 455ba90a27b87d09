@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerEditScreenTests {
  private func makeSUT() -> (
    sut: PlayerEditViewState, interactor: PlayerEditBusinessLogicSpy,
    router: PlayerEditRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerEditBusinessLogicSpy()
    let router = PlayerEditRoutingLogicSpy()
    let sut = PlayerEditViewState(
      interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(HostingController(rootView: PlayerEditScreen(viewState: sut)))
    return (sut, interactor, router, driver)
  }

  @Test func givenTextField_whenScreenIsShown_thenRowTitleTextFieldOnlyAndDoneDisabled() throws {
    // Given
    let (sut, interactor, _, driver) = makeSUT()

    // When
    sut.displayField(
      viewModel: .init(
        title: "Age", field: .age, editor: .textField(text: "27", placeholder: "27"),
        isDoneEnabled: false))

    // Then
    #expect(interactor.calls.isEmpty)
    #expect(driver.title == "Age")
    #expect(try driver.text(of: "playerEdit.textField") == "27")
    #expect(driver.element("playerEdit.options") == nil)
    #expect(!(try driver.isEnabled("playerEdit.doneButton")))
  }

  @Test func givenTextField_whenTypingAndDoneTapped_thenTextAndSaveRequestsAreSent()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    sut.displayField(
      viewModel: .init(
        title: "Age", field: .age, editor: .textField(text: "27", placeholder: "27"),
        isDoneEnabled: true))

    // When
    try await driver.type("30", into: "playerEdit.textField")
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(interactor.calls == [.changeText("3"), .changeText("30"), .saveField])
  }

  @Test func givenPositionOptions_whenGoalkeeperIsTapped_thenCheckmarkShowsAndSelectionIsSent()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    let options: [PlayerEditScene.DisplayedOption] = [
      .init(title: "Goalkeeper", isChecked: false), .init(title: "Defender", isChecked: true),
    ]
    sut.displayField(
      viewModel: .init(
        title: "Preferred position", field: .preferredPosition, editor: .options(options),
        isDoneEnabled: false)
    )

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // Then
    // The options are the field's own; the check stays where the presenter put it.
    #expect(
      try driver.rows(in: "playerEdit.options").first?.prefix(2) == [
        RowSnapshot(text: "Goalkeeper", accessory: .none),
        RowSnapshot(text: "Defender", accessory: .checkmark),
      ])
    #expect(driver.element("playerEdit.textField") == nil)
    #expect(interactor.calls == [.selectOption(index: 0)])
  }

  @Test func givenSaved_whenSaveDisplayed_thenRoutesBackToPlayerDetail() {
    // Given
    let (sut, _, router, driver) = makeSUT()

    // When
    sut.displaySaveField(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerDetail])
    #expect(driver.alert == nil)
  }

  @Test func givenFailingUpdate_whenDoneIsTapped_thenErrorAlertAndTheScreenStays() {
    // Given
    let (sut, _, router, driver) = makeSUT()
    sut.displayField(
      viewModel: .init(
        title: "Age", field: .age, editor: .textField(text: "30", placeholder: "27"),
        isDoneEnabled: true))
    sut.displayLoading(viewModel: .init(showsOverlay: true))
    let covered = driver.isLoading

    // When
    sut.displayLoading(viewModel: .init(showsOverlay: false))
    sut.displaySaveField(
      viewModel: .init(
        alert: AlertMessage(
          title: "Error update", message: "Unable to update player. Please try again.")))

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update player. Please try again.",
          actions: ["OK"]))
    #expect(router.calls.isEmpty)
  }
}
