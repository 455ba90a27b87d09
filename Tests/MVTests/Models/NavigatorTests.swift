import Domain
import TestSupport
import Testing

@testable import MV

@MainActor
@Suite struct NavigatorTests {
  @Test func givenLogin_whenScreensAreShown_thenThePathGrowsInOrder() {
    // Given
    let sut = Navigator()

    // When
    sut.show(.playerList)
    sut.show(.playerDetail(.fixture()))

    // Then
    #expect(sut.path == [.playerList, .playerDetail(.fixture())])
  }

  @Test func givenTwoScreens_whenClosed_thenTheTopOneGoes() {
    // Given
    let sut = Navigator()
    sut.path = [.playerList, .playerAdd]

    // When
    sut.close()

    // Then
    #expect(sut.path == [.playerList])
  }

  @Test func givenLoginAlone_whenClosed_thenNothingChanges() {
    // Given
    let sut = Navigator()

    // When
    sut.close()

    // Then
    #expect(sut.path.isEmpty)
  }

  @Test func givenAGatherOverConfirmPlayers_whenReturningToTheList_thenOnlyTheListStays() {
    // Given
    let sut = Navigator()
    sut.path = [.playerList, .confirmPlayers(Player.squad), .gather]

    // When
    sut.returnToPlayerList()

    // Then
    #expect(sut.path == [.playerList])
  }

  @Test func givenNoList_whenReturningToIt_thenThePathStays() {
    // Given
    let sut = Navigator()
    sut.path = [.playerAdd]

    // When
    sut.returnToPlayerList()

    // Then
    #expect(sut.path == [.playerAdd])
  }
}
