import Domain
import TestSupport
import Testing

@testable import VIPER

/// The declarative UI's path of modules, as the routers change it.
@MainActor
@Suite struct ModulePathTests {
  @Test func givenGather_whenBackIsTapped_thenThePresenterHearsTheScreenIsLeft() {
    // Given
    let presenter = GatherPresenterProtocolSpy()
    let sut = ModulePath()
    sut.show(.gather(GatherViewState(presenter: presenter)))

    // When
    sut.close()

    // Then
    #expect(presenter.calls == [.viewWillDisappear])
    #expect(sut.modules.isEmpty)
  }

  @Test func givenListConfirmAndGather_whenReturnedToTheList_thenOnlyTheListIsLeft() {
    // Given
    let sut = ModulePath()
    let list = Module.playerList(PlayerListViewState(presenter: PlayerListPresenterProtocolSpy()))
    sut.show(list)
    sut.show(
      .confirmPlayers(ConfirmPlayersViewState(presenter: ConfirmPlayersPresenterProtocolSpy())))
    sut.show(.gather(GatherViewState(presenter: GatherPresenterProtocolSpy())))

    // When
    sut.returnToPlayerList()

    // Then
    #expect(sut.modules == [list])
  }

  @Test func givenAnEmptyPath_whenClosedOrReturned_thenNothingHappens() {
    // Given
    let sut = ModulePath()

    // When
    sut.close()
    sut.returnToPlayerList()

    // Then
    #expect(sut.modules.isEmpty)
  }
}
