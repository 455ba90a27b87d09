import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct PlayerAddViewTests {
  private func makeSUT() -> (
    sut: PlayerAddView, driver: Driver, presenter: PlayerAddPresenterSpy,
    host: PassiveViewHost
  ) {
    let layout = PlayerAddLayout()
    let sut = PlayerAddView(layout: layout)
    let presenter = PlayerAddPresenterSpy()
    let host = PassiveViewHost(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.host = host
    return (sut, ScreenHost.show(host), presenter, host)
  }

  @Test func givenEmptyName_whenTypingAndTappingDone_thenPresenterGetsEachEditAndTheName()
    async throws
  {
    // Given
    let (sut, driver, presenter, _) = makeSUT()
    sut.setDoneEnabled(true)

    // When
    try await driver.type("Jo", into: "playerAdd.name")
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(presenter.calls == [.nameChanged("J"), .nameChanged("Jo"), .doneTapped(name: "Jo")])
  }

  @Test func givenShownView_whenPresenterDisablesDone_thenDoneCannotBeTapped() throws {
    // Given
    let (sut, driver, _, _) = makeSUT()

    // When
    sut.setDoneEnabled(false)

    // Then
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
  }

  @Test func givenShownView_whenPresenterShowsLoadingThenAnError_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, driver, _, _) = makeSUT()
    sut.showLoading()
    let wasLoading = driver.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to create player.")

    // Then
    #expect(wasLoading && !driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create player.", actions: ["OK"]))
  }
}
