import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Player Detail's controller to an injected view model.
@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private func makeSUT(player: Player = .completeFixture()) -> (
    driver: Driver, viewModel: PlayerDetailViewModel, actions: PlayerDetailActionsSpy
  ) {
    let actions = PlayerDetailActionsSpy()
    let viewModel = PlayerDetailViewModel(player: player, actions: actions.actions)
    let screen = PlayerDetailViewController(
      viewModel: viewModel, playerService: PlayerServiceFake(players: [player]))
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
    #expect(actions.calls == [.showPlayerEdit(.completeFixture(), .skill)])
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

  @Test func givenDetail_whenShowPlayerEditRuns_thenEditIsPushedAndASaveComesBack() async throws {
    // Given
    let player = Player.completeFixture()
    let actions = PlayerDetailActionsSpy()
    let screen = PlayerDetailViewController(
      viewModel: PlayerDetailViewModel(player: player, actions: actions.actions),
      playerService: PlayerServiceFake(players: [player]))
    let driver = ScreenHost.show(screen)
    screen.showPlayerEdit(for: player, field: .age)
    let editTitle = driver.title
    try await driver.clearText(in: "playerEdit.textField")
    try await driver.type("30", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(editTitle == "Age")
    #expect(driver.topViewController === screen)
    #expect(try driver.rows(in: "playerDetail.table").first?.last?.detail == "30")
    #expect(actions.calls == [.playerUpdated(name: "Ana")])
  }
}
