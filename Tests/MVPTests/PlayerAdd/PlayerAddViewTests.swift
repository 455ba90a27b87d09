import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct PlayerAddViewTests {
  private func makeSUT() -> (
    sut: PlayerAddView, driver: Driver, presenter: PlayerAddPresenterSpy,
    navigator: ScreenNavigatingSpy
  ) {
    let layout = PlayerAddLayout()
    let sut = PlayerAddView(layout: layout)
    let presenter = PlayerAddPresenterSpy()
    let navigator = ScreenNavigatingSpy(showing: sut, layout: layout, presenter: presenter)
    sut.presenter = presenter
    sut.navigator = navigator
    return (sut, ScreenHost.show(navigator), presenter, navigator)
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

  @Test func givenShownView_whenPresenterAsksToGoBack_thenNavigatorIsAskedToPop() {
    // Given
    let (sut, _, _, navigator) = makeSUT()

    // When
    sut.popToPreviousScreen()

    // Then
    #expect(navigator.calls == [.popToPreviousScreen])
  }
}
