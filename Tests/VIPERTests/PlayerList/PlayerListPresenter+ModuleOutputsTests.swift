import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListPresenterModuleOutputsTests {
  private typealias SUT = PlayerListPresenterSUT

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() {
    // Given
    let sut = SUT()
    let edited = Player.fixture(id: 3, name: "Carla B", skill: .amateur)

    // When
    sut.presenter.playerDetailDidUpdate(edited)

    // Then
    #expect(sut.interactor.calls == [.updatePlayer(edited)])
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async {
    // Given: loaded and shown once
    let sut = SUT()
    await sut.presenter.load()
    sut.view.reset()

    // When: Player Add has closed, then reports
    await sut.presenter.playerAddDidCreatePlayer()

    // Then
    #expect(sut.interactor.calls == [.fetchPlayers, .fetchPlayers])
    #expect(sut.view.calls == [.setUserInteractionEnabled(false)])
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() {
    // Given
    let sut = SUT()
    sut.enterSelectionMode()

    // When
    sut.presenter.gatherDidEnd()
    sut.presenter.didUpdateList(Player.squad, selection: nil)

    // Then
    #expect(!sut.presenter.isSelecting)
    #expect(sut.interactor.calls == [.setSelecting(false)])
    #expect(sut.view.calls == SUT.listMode())
  }
}
