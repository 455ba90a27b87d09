@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Detail's declarative screen to an injected view model.
@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT(player: Player = .completeFixture()) -> (
    driver: Driver, viewModel: PlayerDetailViewModel, actions: PlayerDetailActionsSpy
  ) {
    let actions = PlayerDetailActionsSpy()
    let viewModel = PlayerDetailViewModel(
      player: player, playerService: PlayerServiceFake(players: [player]),
      actions: actions.actions)
    let screen = HostingController(rootView: PlayerDetailScreen(viewModel: viewModel))
    return (ScreenHost.show(screen), viewModel, actions)
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleHeadersAndRowsShowTheOutputs() throws {
    // When
    let (driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table").map { $0.map(\.detail) } == [
        ["Ana", "27"], ["Midfielder", "Professional"], ["FC Porto"],
      ])
    #expect(
      try driver.rows(in: "playerDetail.table").joined().allSatisfy {
        $0.accessory == .disclosureIndicator
      })
  }

  @Test func givenDetail_whenSkillRowIsTapped_thenTheViewModelAsksToEditTheSkill() async throws {
    // Given
    let (driver, _, actions) = makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "playerDetail.table")

    // Then
    #expect(actions.calls == [.showPlayerEdit(field: .skill, value: "Professional")])
  }

  @Test func givenDetail_whenTheViewModelTakesAnEdit_thenTitleAndRowFollow() throws {
    // Given
    let (driver, viewModel, _) = makeSUT()

    // When
    viewModel.playerUpdated(.completeFixture(name: "Bea"))

    // Then
    #expect(driver.title == "Bea")
    #expect(try driver.rows(in: "playerDetail.table").first?.first?.detail == "Bea")
  }
}
