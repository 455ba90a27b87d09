import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerDetailViewTests {
  private func makeSUT() -> (
    sut: PlayerDetailView, driver: Driver, presenter: PlayerDetailPresenterSpy,
    host: PassiveViewHost
  ) {
    let layout = PlayerDetailLayout()
    let sut = PlayerDetailView(layout: layout)
    let presenter = PlayerDetailPresenterSpy()
    presenter.sections = [
      ("PERSONAL", [PlayerDetailRow(title: "Name", value: "Ana")]),
      (
        "PLAY",
        [PlayerDetailRow(title: "Skill", value: ""), PlayerDetailRow(title: "Age", value: "27")]
      ),
    ]
    let host = PassiveViewHost(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.host = host
    return (sut, ScreenHost.show(host), presenter, host)
  }

  @Test func givenRows_whenARowIsTapped_thenPresenterGetsItsSectionAndIndex() async throws {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.reloadData()

    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "playerDetail.table")

    // Then
    #expect(presenter.calls == [.didSelectRow(at: 1, inSection: 1)])
  }

  @Test func givenPresenterSections_whenReloaded_thenHeadersAndTitleValueRowsAreShown() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setTitle("Ana")
    sut.reloadData()

    // Then
    #expect(driver.title == "Ana")
    #expect(try driver.headers(in: "playerDetail.table") == ["PERSONAL", "PLAY"])
    #expect(
      try driver.rows(in: "playerDetail.table") == [
        [RowSnapshot(text: "Name", detail: "Ana", accessory: .disclosureIndicator)],
        [
          RowSnapshot(text: "Skill", detail: "", accessory: .disclosureIndicator),
          RowSnapshot(text: "Age", detail: "27", accessory: .disclosureIndicator),
        ],
      ])
  }
}
