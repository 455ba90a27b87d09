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

    // When
    sut.presenter.playerDetailDidUpdate(.fixture(id: 3, name: "Carla B", skill: .amateur))

    // Then
    var rows = SUT.squadRows
    rows[2] = PlayerListRow(
      name: "Carla B", position: "Position: -", skill: "Skill: amateur", isChecked: nil)
    #expect(sut.view.calls == [.showPlayers(rows, canDelete: true)])
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async {
    // Given: loaded and shown once
    let sut = SUT()
    await sut.presenter.viewWillAppear()

    // When: Player Add reports, then pops, so the list appears again
    sut.presenter.playerAddDidCreatePlayer()
    await sut.presenter.viewWillAppear()

    // Then
    #expect(sut.interactor.calls == [.fetchPlayers, .fetchPlayers])
  }

  @Test func givenSelectionMode_whenGatherEnds_thenBackInListModeWithoutReload() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 0)
    sut.presenter.didSelectRow(at: 1)
    sut.view.reset()

    // When
    sut.presenter.gatherDidEnd()

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("Players"), .setSelectButton(title: "Select", isEnabled: true),
        .setActionButton(title: "Add player", isEnabled: true),
        .showPlayers(SUT.squadRows, canDelete: true),
      ])
    #expect(sut.interactor.calls.isEmpty)
  }
}
