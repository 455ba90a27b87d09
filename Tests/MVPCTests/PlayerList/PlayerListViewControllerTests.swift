import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerListViewControllerTests {
  private func makeSUT() async -> (
    sut: PlayerListViewController, driver: Driver, env: TestEnvironment,
    delegate: PlayerListPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: Player.squad)
    let delegate = PlayerListPresenterDelegateSpy()
    let layout = PlayerListLayout()
    let screenView = PlayerListView(layout: layout)
    let presenter = PlayerListPresenter(
      view: screenView, playerService: env.players, delegate: delegate)
    let sut = PlayerListViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    let driver = ScreenHost.show(sut)
    await driver.waitUntilIdle()
    return (sut, driver, env, delegate)
  }

  @Test func givenSquad_whenShown_thenSelectIsInTheBarAndThePlayersAreLoaded() async throws {
    // Given, When
    let (_, driver, env, _) = await makeSUT()

    // Then
    #expect(
      driver.controls.contains(
        ControlSnapshot(kind: .barButton, address: "playerList.selectButton", title: "Select")))
    #expect(try driver.rows(in: "playerList.table").first?.count == 4)
    #expect(env.players.calls == [.players])
  }

  @Test func givenLoadedList_whenAPushedScreenIsLeft_thenThePlayersAreNotLoadedAgain()
    async throws
  {
    // Given
    let (sut, driver, env, _) = await makeSUT()
    sut.navigationController?.pushViewController(ViewController(), animated: false)

    // When
    try await driver.goBack()

    // Then
    #expect(driver.topViewController === sut)
    #expect(env.players.calls == [.players])
  }

  @Test func givenList_whenARowAndAddAreTapped_thenItsDelegateIsToldAndNothingIsPushed()
    async throws
  {
    // Given
    let (sut, driver, _, delegate) = await makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
    try await driver.tap("playerList.actionButton")

    // Then
    #expect(delegate.calls == [.didSelectPlayer(Player.squad[1]), .didTapAddPlayer])
    #expect(driver.topViewController === sut)
  }
}
