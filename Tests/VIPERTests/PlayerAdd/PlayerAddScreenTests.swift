@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerAddScreenTests {
  private func makeSUT() -> (
    view: PlayerAddViewState, presenter: PlayerAddPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerAddPresenterProtocolSpy()
    let view = PlayerAddViewState(presenter: presenter)
    return (
      view, presenter,
      ScreenHost.show(HostingController(rootView: PlayerAddScreen(viewState: view)))
    )
  }

  @Test func givenNewScreen_whenShown_thenTitleFieldAndDone() throws {
    // Given, When
    let (_, _, driver) = makeSUT()

    // Then
    #expect(driver.title == "Add Player")
    #expect(try driver.text(of: "playerAdd.name") == "")
    #expect(try driver.text(of: "playerAdd.doneButton") == "Done")
  }

  @Test func givenTypedName_whenDoneTapped_thenThePresenterGetsTheName() async throws {
    // Given
    // The screen reports no typing: `PlayerAddContent` enables Done from the name itself.
    let (_, presenter, driver) = makeSUT()
    try await driver.type("Eva", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(presenter.calls == [.doneTapped(name: "Eva")])
  }

  @Test func givenACreation_whenLoadingStartsAndEnds_thenOverlayIsShownThenHidden() throws {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.setDoneEnabled(false)
    view.showLoading()
    let covered = driver.isLoading
    view.hideLoading()
    view.showError(title: "Error update", message: "Unable to create player. Please try again.")

    // Then
    #expect(try !driver.isEnabled("playerAdd.doneButton"))
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(driver.alert?.actions == ["OK"])
  }
}
