import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerDetailViewControllerTests {
  private func makeSUT() -> (
    view: PlayerDetailViewController, presenter: PlayerDetailPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerDetailPresenterProtocolSpy()
    let view = PlayerDetailViewController(presenter: presenter)
    return (view, presenter, ScreenHost.show(view))
  }

  @Test func givenSections_whenShown_thenTitleHeadersAndValueRowsWithChevrons() throws {
    // Given
    let (view, presenter, driver) = makeSUT()

    // When
    view.setTitle("Ana")
    view.showSections(
      [
        PlayerDetailSectionRows(
          header: "PERSONAL", rows: [PlayerDetailRow(title: "Name", value: "Ana")]),
        PlayerDetailSectionRows(
          header: "LIKES", rows: [PlayerDetailRow(title: "Favourite team", value: "")]),
      ], of: .fixture(name: "Ana"))

    // Then
    #expect(presenter.calls == [.load])
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "LIKES"])
    #expect(
      try driver.rows(in: "playerDetail.table") == [
        [RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator)],
        [RowSnapshot(text: "Favourite team", detail: "", accessory: .disclosureIndicator)],
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
    #expect(presenter.calls == [.load, .didSelectField(.age)])
  }
}
