@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT() -> (
    view: PlayerDetailViewState, presenter: PlayerDetailPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerDetailPresenterProtocolSpy()
    let view = PlayerDetailViewState(presenter: presenter)
    return (
      view, presenter,
      ScreenHost.show(HostingController(rootView: PlayerDetailScreen(viewState: view)))
    )
  }

  @Test func givenSections_whenShown_thenTitleHeadersAndValueRowsWithChevrons() throws {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.setTitle("Ana")
    // `PlayerDetailContent` draws every field of the player, so no rows are passed.
    view.showSections([], of: .completeFixture(name: "Ana"))

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table").first == [
        RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator),
        RowSnapshot(text: "Age", detail: "27", accessory: .disclosureIndicator),
      ])
  }

  @Test func givenRows_whenAgeRowIsTapped_thenThePresenterHearsItsPlace() async throws {
    // Given
    let (view, presenter, driver) = makeSUT()
    view.showSections(
      [
        PlayerDetailSectionRows(
          header: "PERSONAL",
          rows: [
            PlayerDetailRow(title: "Name", value: "Ana"), PlayerDetailRow(title: "Age", value: ""),
          ])
      ], of: .fixture(name: "Ana"))

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerDetail.table")

    // Then
    #expect(presenter.calls == [.didSelectField(.age)])
  }
}
