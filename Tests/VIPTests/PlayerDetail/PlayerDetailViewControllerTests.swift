import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerDetailViewController, interactor: PlayerDetailBusinessLogicSpy,
    router: PlayerDetailRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerDetailBusinessLogicSpy()
    let router = PlayerDetailRoutingLogicSpy()
    let sut = PlayerDetailViewController(interactor: interactor, router: router)
    let driver = ScreenHost.show(sut, pushed: false)
    return (sut, interactor, router, driver)
  }

  private func viewModel() -> PlayerDetailScene.FetchPlayer.ViewModel {
    PlayerDetailScene.FetchPlayer.ViewModel(
      title: "Ana",
      sections: [
        .init(
          header: "PERSONAL",
          rows: [.init(title: "Name", value: "Ana"), .init(title: "Age", value: "")])
      ], player: .fixture(name: "Ana"))
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
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL"])
    #expect(
      try driver.rows(in: "playerDetail.table") == [
        [
          RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator),
          RowSnapshot(text: "Age", detail: "", accessory: .disclosureIndicator),
        ]
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
