@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT() -> (
    sut: PlayerDetailViewState, interactor: PlayerDetailBusinessLogicSpy,
    router: PlayerDetailRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerDetailBusinessLogicSpy()
    let router = PlayerDetailRoutingLogicSpy()
    let sut = PlayerDetailViewState(
      interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(
      HostingController(rootView: PlayerDetailScreen(viewState: sut)), pushed: false)
    return (sut, interactor, router, driver)
  }

  // `PlayerDetailContent` draws every field of the player, so the sections are left empty.
  private func viewModel() -> PlayerDetailScene.FetchPlayer.ViewModel {
    PlayerDetailScene.FetchPlayer.ViewModel(
      title: "Ana", sections: [], player: .completeFixture(name: "Ana"))
  }

  @Test func givenNewScreen_whenItAppears_thenThePlayerIsRequested() {
    // Given, When
    let (_, interactor, _, _) = makeSUT()

    // Then
    #expect(interactor.calls == [.fetchPlayer])
  }

  @Test func givenCompletePlayer_whenScreenIsShown_thenTitleIsNameAndRowsHaveValuesAndChevrons()
    throws
  {
    // Given
    let (sut, _, router, driver) = makeSUT()

    // When
    sut.displayPlayer(viewModel: viewModel())

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table") == [
        [
          RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator),
          RowSnapshot(text: "Age", detail: "27", accessory: .disclosureIndicator),
        ],
        [
          RowSnapshot(
            text: "Preferred position", detail: "Midfielder", accessory: .disclosureIndicator),
          RowSnapshot(text: "Skill", detail: "Professional", accessory: .disclosureIndicator),
        ],
        [RowSnapshot(text: "Favourite team", detail: "FC Porto", accessory: .disclosureIndicator)],
      ])
    #expect(router.calls.isEmpty)
  }

  @Test func givenRows_whenAgeRowIsTapped_thenTheFieldIsChosenAndPlayerEditIsRouted() async throws {
    // Given
    let (sut, interactor, router, driver) = makeSUT()
    sut.displayPlayer(viewModel: viewModel())

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerDetail.table")

    // Then
    #expect(interactor.calls == [.fetchPlayer, .selectField(.age)])
    #expect(router.calls == [.routeToPlayerEdit])
  }
}
