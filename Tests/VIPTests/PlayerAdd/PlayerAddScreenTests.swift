@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerAddScreenTests {
  private func makeSUT() -> (
    sut: PlayerAddViewState, interactor: PlayerAddBusinessLogicSpy,
    router: PlayerAddRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerAddBusinessLogicSpy()
    let router = PlayerAddRoutingLogicSpy()
    let sut = PlayerAddViewState(
      interactor: interactor, router: router, sceneNavigation: ScenePath())
    let driver = ScreenHost.show(HostingController(rootView: PlayerAddScreen(viewState: sut)))
    return (sut, interactor, router, driver)
  }

  // Unlike the view controller, the screen sends no validation requests: Layouts'
  // `PlayerAddContent` enables Done from the name it shows, by the interactor's rule.
  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenDoneFollowsTheNameWithNoRequest()
    async throws
  {
    // Given
    let (_, interactor, _, driver) = makeSUT()
    let enabledWhenEmpty = try driver.isEnabled("playerAdd.doneButton")

    // When
    try await driver.type("Ev", into: "playerAdd.name")
    let enabledWithName = try driver.isEnabled("playerAdd.doneButton")
    try await driver.clearText(in: "playerAdd.name")

    // Then
    #expect(driver.title == "Add Player")
    #expect(!enabledWhenEmpty)
    #expect(enabledWithName)
    #expect(!(try driver.isEnabled("playerAdd.doneButton")))
    #expect(interactor.calls.isEmpty)
  }

  @Test func givenTypedName_whenDoneTapped_thenCreateRequestCarriesTheName() async throws {
    // Given
    let (_, interactor, _, driver) = makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.tap("playerAdd.doneButton")

    // Then
    #expect(interactor.calls.last == .createPlayer("Eve"))
  }

  @Test func givenCreated_whenDisplayed_thenRoutesBackToThePlayerList() async {
    // Given
    let (sut, _, router, _) = makeSUT()

    // When
    await sut.displayCreatePlayer(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerList])
  }

  @Test func givenCreateFails_whenDoneTapped_thenErrorAlertAndStaysOnPlayerAdd() async {
    // Given
    let (sut, _, router, driver) = makeSUT()
    sut.displayLoading(viewModel: .init(showsOverlay: true))
    let covered = driver.isLoading

    // When
    sut.displayLoading(viewModel: .init(showsOverlay: false))
    await sut.displayCreatePlayer(
      viewModel: .init(
        alert: AlertMessage(
          title: "Error update", message: "Unable to create player. Please try again.")))

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to create player. Please try again.",
          actions: ["OK"]))
    #expect(router.calls.isEmpty)
  }
}
