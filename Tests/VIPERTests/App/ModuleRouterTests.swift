import Domain
import Foundation
import TestSupport
import Testing

@testable import VIPER

/// The declarative UI's router: the value routes it puts on the path and takes off.
@MainActor
@Suite struct ModuleRouterTests {
  private let player = Player.squad[0]

  @Test func givenTheList_whenAPlayerIsOpened_thenItsRouteIsOnThePathAndTheOutputKept() {
    // Given
    let sut = ModuleRouter(environment: TestEnvironment(players: Player.squad).environment)
    let output = PlayerDetailModuleOutputSpy()
    sut.showPlayerList()

    // When
    sut.showPlayerDetail(for: player, output: output)

    // Then
    #expect(sut.path == [.playerList, .playerDetail(player)])
    #expect(sut.playerDetailOutput === output)
  }

  @Test func givenListConfirmAndGather_whenTheGatherCloses_thenOnlyTheListIsLeft() {
    // Given
    let sut = ModuleRouter(environment: TestEnvironment(players: Player.squad).environment)
    let model = GatherModel(gatherId: UUID(), entries: [])
    sut.showPlayerList()
    sut.showConfirmPlayers(with: [player], output: GatherModuleOutputSpy())
    sut.showGather(with: model)

    // When
    sut.closeGather()

    // Then
    #expect(sut.path == [.playerList])
  }

  @Test func givenPlayerAddOrEdit_whenClosed_thenTheTopRouteLeaves() {
    // Given
    let sut = ModuleRouter(environment: TestEnvironment(players: Player.squad).environment)
    sut.showPlayerList()
    sut.showPlayerAdd(output: PlayerAddModuleOutputSpy())
    sut.closePlayerAdd()
    sut.showPlayerDetail(for: player, output: PlayerDetailModuleOutputSpy())
    sut.showPlayerEdit(for: player, field: .name, output: PlayerEditModuleOutputSpy())

    // When
    sut.closePlayerEdit()

    // Then
    #expect(sut.path == [.playerList, .playerDetail(player)])
  }

  @Test func givenAnEmptyPath_whenClosed_thenNothingHappens() {
    // Given
    let sut = ModuleRouter(environment: TestEnvironment(players: Player.squad).environment)

    // When
    sut.closePlayerEdit()
    sut.closeGather()

    // Then
    #expect(sut.path.isEmpty)
  }

  @Test func givenTwoRoutesOfOneGather_whenCompared_thenEqual() {
    // Given
    let model = GatherModel(gatherId: UUID(), entries: [])

    // Then: a route is its value
    #expect(Module.gather(GatherRoute(model: model)) == .gather(GatherRoute(model: model)))
    #expect(Set([Module.gather(GatherRoute(model: model))]).count == 1)
  }
}
