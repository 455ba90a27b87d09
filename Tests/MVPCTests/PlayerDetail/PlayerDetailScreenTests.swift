@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// Player Detail's declarative screen over its view state and presenter: the player's fields,
/// and a tapped row reaching the presenter, whose coordinator starts Player Edit.
@MainActor
@Suite struct PlayerDetailScreenTests {
  private func makeSUT() async -> PathCoordinatorHost {
    let host = PathCoordinatorHost(
      environment: TestEnvironment(players: [.completeFixture()]).environment)
    await host.start { $0.didSelectPlayer(.completeFixture()) }
    return host
  }

  @Test func givenAna_whenShown_thenHerNameIsTheTitleAndHerFieldsAreListed() async throws {
    // Given, When
    let host = await makeSUT()

    // Then
    #expect(host.driver.title == "Ana")
    #expect(try host.driver.rows(in: "playerDetail.table").joined().count == 5)
  }

  @Test func givenRows_whenARowIsTapped_thenPresenterGetsItsSectionAndIndex() async throws {
    // Given
    let host = await makeSUT()

    // When
    try await host.driver.selectRow(IndexPath(row: 0, section: 1), in: "playerDetail.table")

    // Then
    #expect(host.screenNames == ["playerDetail", "playerEdit"])
    #expect(host.top(PlayerEditViewState.self)?.field == PlayerDetailSection.allCases[1].fields[0])
  }
}
