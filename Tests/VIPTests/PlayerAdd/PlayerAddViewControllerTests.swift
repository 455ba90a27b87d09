import Domain
import TestSupport
import Testing
import ViewKit

@testable import VIP

@MainActor
@Suite struct PlayerAddViewControllerTests {
  private func makeSUT() -> (
    sut: PlayerAddViewController, interactor: PlayerAddBusinessLogicSpy,
    router: PlayerAddRoutingLogicSpy, driver: Driver
  ) {
    let interactor = PlayerAddBusinessLogicSpy()
    let router = PlayerAddRoutingLogicSpy()
    let sut = PlayerAddViewController(interactor: interactor, router: router)
    let driver = ScreenHost.show(sut)
    return (sut, interactor, router, driver)
  }

  @Test func givenPlayerAdd_whenNameIsTypedThenCleared_thenEachTextIsValidated() async throws {
    // Given
    let (_, interactor, _, driver) = makeSUT()

    // When
    try await driver.type("Ev", into: "playerAdd.name")
    try await driver.clearText(in: "playerAdd.name")

    // Then: the empty field on load, then every keystroke
    #expect(driver.title == "Add Player")
    #expect(
      interactor.calls == [
        .validateName(""), .validateName("E"), .validateName("Ev"), .validateName(""),
      ])
  }

  @Test func givenValidation_whenDisplayed_thenDoneFollowsIt() throws {
    // Given
    let (sut, _, _, driver) = makeSUT()

    // When
    sut.displayValidation(viewModel: .init(isDoneEnabled: true))
    let enabled = try driver.isEnabled("playerAdd.doneButton")
    sut.displayValidation(viewModel: .init(isDoneEnabled: false))

    // Then
    #expect(enabled)
    #expect(!(try driver.isEnabled("playerAdd.doneButton")))
  }

  @Test func givenTypedName_whenDoneTapped_thenCreateRequestCarriesTheName() async throws {
    // Given
    let (sut, interactor, _, driver) = makeSUT()
    try await driver.type("Eve", into: "playerAdd.name")
    sut.displayValidation(viewModel: .init(isDoneEnabled: true))

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
