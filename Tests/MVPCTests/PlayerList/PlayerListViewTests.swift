import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerListViewTests {
  private let ana = PlayerListRow(
    player: .fixture(id: 1, name: "Ana", position: .midfielder), isChecked: nil)
  private let bruno = PlayerListRow(
    player: .fixture(id: 2, name: "Bruno", skill: .amateur), isChecked: true)

  private func makeSUT() -> (
    sut: PlayerListView, driver: Driver, presenter: PlayerListPresenterSpy,
    host: PassiveViewHost
  ) {
    let layout = PlayerListLayout()
    let sut = PlayerListView(layout: layout)
    let presenter = PlayerListPresenterSpy()
    presenter.rows = [ana, bruno]
    let host = PassiveViewHost(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.host = host
    return (sut, ScreenHost.show(host), presenter, host)
  }

  // MARK: - Events

  @Test func givenRows_whenUserTapsTheControlsAndARow_thenEachEventIsForwarded() async throws {
    // Given
    let (_, driver, presenter, _) = makeSUT()

    // When
    try await driver.tap("playerList.selectButton")
    try await driver.tap("playerList.actionButton")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")

    // Then
    #expect(presenter.calls == [.selectTapped, .actionTapped, .didSelectRow(at: 1)])
  }

  @Test func givenEmptyView_whenRetryTapped_thenPresenterIsAskedToRetry() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.showEmptyView(true)

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(presenter.calls == [.retryTapped])
  }

  @Test func givenDeletableRow_whenSwipedAndConfirmationShown_thenDeleteIsForwarded()
    async throws
  {
    // Given
    let (sut, driver, presenter, _) = makeSUT()

    // When
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    sut.showDeleteConfirmation(title: "Delete player", message: "Are you sure?")
    let alert = driver.alert
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(alert?.actions == ["Delete", "Cancel"])
    #expect(presenter.calls == [.deleteTapped(at: 0), .deleteConfirmed])
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenPresenterHearsTheCancel() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.showDeleteConfirmation(title: "Delete player", message: "Are you sure?")

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(presenter.calls == [.deleteCancelled])
    #expect(driver.alert == nil)
  }

  // MARK: - Rendering

  @Test func givenPresenterRows_whenReloaded_thenEachRowShowsItsLinesAndCheckbox() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.reloadData()

    // Then
    let rows = try driver.rows(in: "playerList.table").first ?? []
    #expect(rows.map(\.text) == ["Ana", "Bruno"])
    #expect(rows.map(\.detail) == [ana.player.listDetail, bruno.player.listDetail])
    #expect(rows.map(\.checkbox) == [nil, .checked])
  }

  @Test func givenRowsInSelectionMode_whenPresenterForbidsDeleting_thenNoRowCanBeSwiped() {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    presenter.canDelete = false

    // When
    sut.reloadData()

    // Then
    #expect(
      driver.controls.first { $0.address == "playerList.table" }?.kind
        == .table(rowsPerSection: [2], deletableRows: [], isReordering: false))
  }

  @Test func givenShownRows_whenPresenterUpdatesAndDeletesRows_thenTheTableFollows() throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    presenter.rows[0] = PlayerListRow(player: .fixture(id: 1, name: "Bea"), isChecked: nil)

    // When
    sut.reloadRow(at: 0)
    presenter.rows.remove(at: 1)
    sut.deleteRow(at: 1)

    // Then
    #expect(try driver.rows(in: "playerList.table").first?.map(\.text) == ["Bea"])
  }

  @Test func givenShownView_whenPresenterSetsTitleAndButtons_thenBarAndBottomButtonShowThem()
    throws
  {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.showControls(PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true))

    // Then
    #expect(driver.title == "1 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(try !driver.isEnabled("playerList.actionButton"))
  }

  @Test func givenTable_whenPresenterShowsThenHidesTheEmptyView_thenOneOfThemIsVisible() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.showEmptyView(true)
    let emptyShown = try (
      driver.isHidden("playerList.table"), driver.isHidden("playerList.emptyView")
    )
    sut.showEmptyView(false)

    // Then
    #expect(emptyShown == (true, false))
    #expect(try !driver.isHidden("playerList.table"))
    #expect(try driver.isHidden("playerList.emptyView"))
  }

  @Test func givenShownView_whenInputIsTurnedOff_thenTheTableIgnoresTaps() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.setUserInteractionEnabled(false)

    // When
    await #expect(throws: DriverError.self) { try await driver.tap("playerList.actionButton") }

    // Then
    #expect(presenter.calls.isEmpty)
  }

  @Test func givenShownView_whenPresenterShowsLoadingAndAnError_thenBothAreOnScreen() {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.showLoading()
    let wasLoading = driver.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Could not connect to the server.")

    // Then
    #expect(wasLoading && !driver.isLoading)
    #expect(driver.alert?.message == "Could not connect to the server.")
  }
}
