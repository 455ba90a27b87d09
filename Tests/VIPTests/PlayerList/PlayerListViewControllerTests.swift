import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerListViewControllerTests {
  private let table = "playerList.table"

  private func makeSUT() async -> (
    sut: PlayerListViewController, interactor: PlayerListBusinessLogicSpy,
    router: PlayerListRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerListBusinessLogicSpy()
    let router = PlayerListRoutingLogicSpy()
    let sut = PlayerListViewController(interactor: interactor, router: router)
    let driver = ScreenHost.show(sut, pushed: false)
    await driver.waitUntilIdle()
    return (sut, interactor, router, driver)
  }

  private func viewModel(
    rows: [PlayerListScene.DisplayedPlayer], selecting: Bool = false, ticked: Int = 0,
    showsEmptyView: Bool = false
  ) -> PlayerListScene.FetchPlayers.ViewModel {
    PlayerListScene.FetchPlayers.ViewModel(
      controls: PlayerListControls(
        isSelecting: selecting, selectedCount: ticked, hasPlayers: !rows.isEmpty),
      rows: rows, players: [], isSelecting: selecting, showsEmptyView: showsEmptyView)
  }

  private let rows: [PlayerListScene.DisplayedPlayer] = [
    .init(id: 1, name: "Ana", detail: "Position: midfielder\nSkill: professional", isChecked: nil),
    .init(id: 3, name: "Carla", detail: "Position: -\nSkill: -", isChecked: nil),
  ]

  @Test func givenNewScreen_whenItAppears_thenThePlayersAreRequested() async {
    // Given, When
    let (_, interactor, _, _) = await makeSUT()

    // Then
    #expect(interactor.calls == [.fetchPlayers(reload: false)])
  }

  @Test func givenPlayers_whenListAppears_thenRowsShowNamePositionSkillAndChevron() async throws {
    // Given
    let (sut, _, _, driver) = await makeSUT()

    // When
    sut.displayPlayers(
      viewModel: viewModel(
        rows: Player.squad.prefix(3).map {
          .init(id: $0.id, name: $0.name, detail: $0.listDetail, isChecked: nil)
        }))

    // Then
    #expect(
      try driver.rows(in: table) == RowSnapshot.playerListFirstRender)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.isHidden("playerList.emptyView"))
  }

  @Test func givenSelectionViewModel_whenDisplayed_thenCheckboxesTitleAndButtonsShowIt()
    async throws
  {
    // Given
    let (sut, _, _, driver) = await makeSUT()
    let ticked = [
      PlayerListScene.DisplayedPlayer(id: 1, name: "Ana", detail: "", isChecked: true),
      PlayerListScene.DisplayedPlayer(id: 3, name: "Carla", detail: "", isChecked: false),
    ]

    // When
    sut.displayPlayers(viewModel: viewModel(rows: ticked, selecting: true, ticked: 1))

    // Then
    #expect(driver.title == "1 selected")
    #expect(try driver.text(of: "playerList.selectButton") == "Cancel")
    #expect(try driver.text(of: "playerList.actionButton") == "Confirm players")
    #expect(try driver.rows(in: table).first?.map(\.checkbox) == [.checked, .unchecked])
    await #expect(throws: DriverError.self) {
      try await driver.deleteRow(IndexPath(row: 0, section: 0), in: table)
    }
  }

  @Test func givenEmptyViewModel_whenDisplayedAndRetryTapped_thenEmptyViewShowsAndReloadIsAsked()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = await makeSUT()
    sut.displayPlayers(viewModel: viewModel(rows: [], showsEmptyView: true))
    let tableHidden = try driver.isHidden(table)

    // When
    try await driver.tap("playerList.retryButton")

    // Then
    #expect(tableHidden)
    #expect(!(try driver.isHidden("playerList.emptyView")))
    #expect(!(try driver.isEnabled("playerList.selectButton")))
    #expect(interactor.calls == [.fetchPlayers(reload: false), .fetchPlayers(reload: true)])
  }

  @Test func givenListMode_whenSelectRowAndActionAreTapped_thenTheRequestsAndRoutesAreSent()
    async throws
  {
    // Given: the spy interactor displays nothing, so the screen stays in list mode
    let (sut, interactor, router, driver) = await makeSUT()
    sut.displayPlayers(viewModel: viewModel(rows: rows))

    // When
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: table)
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(
      interactor.calls == [.fetchPlayers(reload: false), .changeMode, .selectPlayer(id: 3)])
    #expect(router.calls == [.routeToPlayerDetail, .routeToPlayerAdd])
  }

  @Test func givenListMode_whenRowIsSwiped_thenConfirmationHasDestructiveDeleteAndCancel()
    async throws
  {
    // Given
    let (sut, interactor, _, driver) = await makeSUT()
    sut.displayPlayers(viewModel: viewModel(rows: rows))
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: table)

    // When
    sut.displayDeleteConfirmation(
      viewModel: .init(
        title: "Delete player", message: "Are you sure you want to delete the selected player?",
        deleteTitle: "Delete", cancelTitle: "Cancel"))
    let alert = driver.alert
    let styles = driver.window.presentedAlert?.actions.map(\.style)
    try await driver.tapAlertAction("Delete")

    // Then
    #expect(
      alert
        == AlertSnapshot(
          title: "Delete player",
          message: "Are you sure you want to delete the selected player?",
          actions: ["Delete", "Cancel"]))
    #expect(styles == [.destructive, .cancel])
    #expect(
      interactor.calls == [
        .fetchPlayers(reload: false), .deletePlayer(id: 3), .confirmDelete(isConfirmed: true),
      ])
  }

  @Test func givenDeleteConfirmation_whenCancelTapped_thenCancellationIsSent() async throws {
    // Given
    let (sut, interactor, _, driver) = await makeSUT()
    sut.displayDeleteConfirmation(
      viewModel: .init(title: "t", message: "m", deleteTitle: "Delete", cancelTitle: "Cancel"))

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(interactor.calls.last == .confirmDelete(isConfirmed: false))
    #expect(driver.alert == nil)
  }

  @Test func givenLoadingViewModels_whenDisplayed_thenInputAndOverlayFollowThem() async {
    // Given
    let (sut, _, _, driver) = await makeSUT()

    // When
    sut.displayLoading(viewModel: .init(isUserInteractionEnabled: false, showsOverlay: false))
    let inputOffWhileLoading = !sut.view.isUserInteractionEnabled && !driver.isLoading
    sut.displayLoading(viewModel: .init(isUserInteractionEnabled: true, showsOverlay: true))

    // Then
    #expect(inputOffWhileLoading)
    #expect(sut.view.isUserInteractionEnabled)
    #expect(driver.isLoading)
  }

  @Test func givenErrorViewModel_whenDisplayed_thenErrorAlertWithOK() async {
    // Given
    let (sut, _, _, driver) = await makeSUT()

    // When
    sut.displayError(viewModel: .init(alert: AlertMessage(title: "Error", message: "Oops.")))

    // Then
    #expect(driver.alert == AlertSnapshot(title: "Error", message: "Oops.", actions: ["OK"]))
  }

  @Test func givenTwoTicked_whenARowAndConfirmAreTapped_thenTheRowIsTickedAndConfirmIsAsked()
    async throws
  {
    // Given
    let (sut, interactor, router, driver) = await makeSUT()
    sut.displayPlayers(viewModel: viewModel(rows: rows, selecting: true, ticked: 2))

    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
    try await driver.tap("playerList.actionButton")

    // Then: the interactor checks the selection; nothing is routed before it answers
    #expect(
      interactor.calls == [
        .fetchPlayers(reload: false), .selectPlayer(id: 1), .confirmSelection,
      ])
    #expect(router.calls.isEmpty)
  }

  @Test func givenConfirmedSelection_whenDisplayed_thenConfirmPlayersIsRouted() async {
    // Given
    let (sut, _, router, _) = await makeSUT()

    // When
    sut.displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel())

    // Then
    #expect(router.calls == [.routeToConfirmPlayers])
  }

  @Test func givenPlayerAddReturned_whenReloadIsAsked_thenTheInteractorLoadsAgain() async {
    // Given
    let (sut, interactor, _, _) = await makeSUT()

    // When
    await sut.reloadPlayers()

    // Then
    #expect(interactor.calls == [.fetchPlayers(reload: false), .fetchPlayers(reload: true)])
  }
}
