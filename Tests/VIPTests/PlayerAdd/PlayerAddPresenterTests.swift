import Domain
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerAddPresenterTests {
  private func makeSUT() -> (sut: PlayerAddPresenter, viewController: PlayerAddDisplayLogicSpy) {
    let viewController = PlayerAddDisplayLogicSpy()
    let sut = PlayerAddPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  @Test func givenValidAndInvalidNames_whenPresented_thenDoneFollowsThem() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentValidation(response: .init(isValid: true))
    sut.presentValidation(response: .init(isValid: false))

    // Then
    #expect(
      viewController.calls == [
        .displayValidation(.init(isDoneEnabled: true)),
        .displayValidation(.init(isDoneEnabled: false)),
      ])
  }

  @Test func givenCreatedOrFailed_whenPresented_thenNoAlertOrTheFixedCreateAlert() async {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    await sut.presentCreatePlayer(response: .init(error: nil))
    await sut.presentCreatePlayer(response: .init(error: .unauthorized))

    // Then
    #expect(
      viewController.calls == [
        .displayCreatePlayer(.init(alert: nil)),
        .displayCreatePlayer(
          .init(
            alert: AlertMessage(
              title: "Error update", message: "Unable to create player. Please try again."))),
      ])
  }

  @Test func givenACreation_whenLoadingStartsAndEnds_thenOverlayIsShownThenHidden() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLoading(response: .init(isLoading: true))
    sut.presentLoading(response: .init(isLoading: false))

    // Then
    #expect(
      viewController.calls == [
        .displayLoading(.init(showsOverlay: true)), .displayLoading(.init(showsOverlay: false)),
      ])
  }
}
