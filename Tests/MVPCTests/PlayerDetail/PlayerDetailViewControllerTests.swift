import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerDetailViewController, driver: Driver, delegate: PlayerDetailPresenterDelegateSpy
  ) {
    let delegate = PlayerDetailPresenterDelegateSpy()
    let layout = PlayerDetailLayout()
    let screenView = PlayerDetailView(layout: layout)
    let presenter = PlayerDetailPresenter(
      view: screenView, player: .completeFixture(), delegate: delegate)
    let sut = PlayerDetailViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    return (sut, ScreenHost.show(sut), delegate)
  }

  @Test func givenAna_whenShown_thenHerNameIsTheTitleAndHerFieldsAreListed() throws {
    // Given, When
    let (_, driver, _) = makeSUT()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.rows(in: "playerDetail.table").joined().count == 5)
  }

  @Test func givenDetail_whenTheAgeRowIsTapped_thenItsDelegateIsToldAndNothingIsPushed()
    async throws
  {
    // Given
    let (sut, driver, delegate) = makeSUT()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerDetail.table")

    // Then
    #expect(delegate.calls == [.didSelectField(.age, playerID: Player.completeFixture().id)])
    #expect(driver.topViewController === sut)
  }
}
