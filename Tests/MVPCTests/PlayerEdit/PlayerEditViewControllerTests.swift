import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerEditViewControllerTests {
  private func makeSUT(field: PlayerField) -> (
    sut: PlayerEditViewController, driver: Driver, delegate: PlayerEditPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [.completeFixture()])
    let delegate = PlayerEditPresenterDelegateSpy()
    let layout = PlayerEditLayout(field: field, text: field.value(of: .completeFixture()))
    let screenView = PlayerEditView(layout: layout)
    let presenter = PlayerEditPresenter(
      view: screenView, playerService: env.players, player: .completeFixture(), field: field,
      delegate: delegate)
    let sut = PlayerEditViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    return (sut, ScreenHost.show(sut), delegate, env)
  }

  @Test func givenNameField_whenShown_thenDoneIsADisabledBarButtonBesideTheName() throws {
    // Given, When
    let (_, driver, _, _) = makeSUT(field: .name)

    // Then
    #expect(
      driver.controls.contains(
        ControlSnapshot(
          kind: .barButton, address: "playerEdit.doneButton", title: "Done", isEnabled: false)))
    #expect(try driver.text(of: "playerEdit.textField") == "Ana")
  }

  @Test func givenOtherPosition_whenDoneTapped_thenSavesAndTellsTheDelegateWithoutPopping()
    async throws
  {
    // Given
    let (sut, driver, delegate, env) = makeSUT(field: .preferredPosition)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerEdit.options")

    // When
    try await driver.tap("playerEdit.doneButton")

    // Then
    #expect(delegate.updatedPlayers.map(\.preferredPosition) == [.goalkeeper])
    #expect(env.players.calls.count == 1)
    #expect(driver.topViewController === sut)
  }
}
