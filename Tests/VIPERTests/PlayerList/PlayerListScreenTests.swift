@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerListScreenTests {
  private func makeSUT() async -> (
    view: PlayerListViewState, presenter: PlayerListPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerListPresenterProtocolSpy()
    let view = PlayerListViewState(presenter: presenter)
    let driver = ScreenHost.show(HostingController(rootView: PlayerListScreen(viewState: view)))
    await driver.waitUntilIdle()
    return (view, presenter, driver)
  }

  private let ana = PlayerListRow(
    player: .fixture(id: 1, name: "Ana", skill: .professional, position: .midfielder),
    isChecked: nil)
  private let bruno = PlayerListRow(player: .fixture(id: 2, name: "Bruno"), isChecked: true)

  @Test func givenNewScreen_whenItAppears_thenThePresenterHearsLoadThenAppear() async {
    // Given, When
    let (_, presenter, _) = await makeSUT()

    // Then
    #expect(presenter.calls == [.load])
  }

  @Test func givenRows_whenShown_thenTableShowsNameLinesCheckboxAndChevron() async throws {
    // Given
    let (view, _, driver) = await makeSUT()

    // When: in selection mode, where every row has a checkbox
    view.showPlayers(
      [PlayerListRow(player: ana.player, isChecked: false), bruno], canDelete: false)

    // Then
    #expect(
      try driver.rows(in: "playerList.table") == [
        [
          RowSnapshot(
            text: "Ana", detail: "Position: midfielder\nSkill: professional", checkbox: .unchecked,
            accessory: .disclosureIndicator),
          RowSnapshot(
            text: "Bruno", detail: "Position: -\nSkill: -", checkbox: .checked,
            accessory: .disclosureIndicator),
        ]
      ])
  }

  @Test func givenControls_whenSet_thenTitleSelectAndActionButtonShowThem() async throws {
    // Given
    let (view, _, driver) = await makeSUT()

    // When
    view.showControls(PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true))

    // Then
    #expect(driver.title == "1 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenEmptyView_whenShownThenHidden_thenItAndTheTableTakeTurns() async throws {
    // Given
    let (view, _, driver) = await makeSUT()

    // When
    view.showEmptyView(true)
    // The declarative screen draws one of the two, where the view controller hides the other.
    let emptyShown = (
      driver.element("playerList.emptyView") != nil, driver.element("playerList.table") != nil
    )
    view.showEmptyView(false)

    // Then
    #expect(emptyShown == (true, false))
    #expect(driver.element("playerList.table") != nil)
    #expect(driver.element("playerList.emptyView") == nil)
  }

  @Test func givenControlsAndRows_whenTapped_thenEachEventReachesThePresenter() async throws {
    // Given
    let (view, presenter, driver) = await makeSUT()
    view.showControls(PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true))
    view.showPlayers([ana], canDelete: true)
    view.showEmptyView(true)

    // When
    try await driver.tap("playerList.retryButton")
    view.showEmptyView(false)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.tap("playerList.selectButton")
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(
      presenter.calls == [
        .load, .retryTapped, .didSelectPlayer(1), .selectTapped,
        .actionTapped,
      ])
  }

  @Test func givenListMode_whenRowIsSwipedAndDeleteConfirmed_thenThePresenterHearsBoth()
    async throws
  {
    // Given
    let (view, presenter, driver) = await makeSUT()
    view.showPlayers([ana], canDelete: true)
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    view.showDeleteConfirmation(
      title: "Delete player", message: "Sure?", confirmTitle: "Delete", cancelTitle: "Cancel")
    let alert = driver.alert

    // When
    try await driver.tapAlertAction("Delete")

    // Then
    // The confirmation shows the presenter's texts.
    #expect(
      alert
        == AlertSnapshot(title: "Delete player", message: "Sure?", actions: ["Delete", "Cancel"]))
    #expect(presenter.calls.suffix(2) == [.deleteTapped(1), .deleteConfirmed])
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenThePresenterHearsTheCancel() async throws
  {
    // Given
    let (view, presenter, driver) = await makeSUT()
    view.showDeleteConfirmation(
      title: "Delete player", message: "Sure?", confirmTitle: "Delete", cancelTitle: "Cancel")
    #expect(driver.alert != nil)

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(presenter.calls.last == .deleteCancelled)
    #expect(driver.alert == nil)
  }

  @Test func givenSelectionMode_whenRowIsSwiped_thenThereIsNoDelete() async {
    // Given
    let (view, presenter, driver) = await makeSUT()
    view.showPlayers([bruno], canDelete: false)

    // When, Then
    await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    }
    #expect(presenter.calls == [.load])
  }

  @Test func givenInputOffAndOverlay_whenTheViewIsTold_thenTheScreenIsBlockedThenFree() async {
    // Given
    let (view, _, driver) = await makeSUT()

    // When
    view.setUserInteractionEnabled(false)
    view.showLoading()
    // The driver's reader draws the pass first, so the host's view is up to date after it.
    let overlay = driver.isLoading
    let blocked = (!driver.topViewController.view.isUserInteractionEnabled, overlay)
    view.setUserInteractionEnabled(true)
    view.hideLoading()
    view.showError(title: "Error", message: "The item no longer exists.")

    // Then
    #expect(blocked == (true, true))
    #expect(!driver.isLoading)
    #expect(driver.topViewController.view.isUserInteractionEnabled)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "The item no longer exists.", actions: ["OK"]))
  }
}
