import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct PlayerAddViewControllerTests {
  private func makeSUT() -> (
    view: PlayerAddViewController, presenter: PlayerAddPresenterProtocolSpy, driver: Driver
  ) {
    let presenter = PlayerAddPresenterProtocolSpy()
    let view = PlayerAddViewController(presenter: presenter)
    return (view, presenter, ScreenHost.show(view))
  }

  @Test func givenNewScreen_whenShown_thenTitleFieldAndDoneAndThePresenterIsTold() throws {
    // Given, When
    let (_, presenter, driver) = makeSUT()

    // Then
    #expect(driver.title == "Add Player")
    #expect(try driver.text(of: "playerAdd.name") == "")
    #expect(try driver.text(of: "playerAdd.doneButton") == "Done")
    #expect(presenter.calls == [.load])
  }

  @Test func givenTypedName_whenDoneTapped_thenThePresenterGetsEachTextAndTheName() async throws {
    // Given
    let (view, presenter, driver) = makeSUT()
    try await driver.type("Eva", into: "playerAdd.name")
    view.setDoneEnabled(true)

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(presenter.calls.first == .load)
    #expect(presenter.calls.last == .doneTapped(name: "Eva"))
    #expect(presenter.calls.contains(.nameDidChange("Eva")))
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
