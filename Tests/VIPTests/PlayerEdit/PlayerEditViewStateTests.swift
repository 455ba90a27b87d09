import Domain
import Layouts
import TestSupport
import Testing

@testable import VIP

/// The view state as the Player Edit presenter's display: the editor and its values, the
/// alert, or the route back.
@MainActor
@Suite struct PlayerEditViewStateTests {
  private func makeSUT() -> (
    sut: PlayerEditViewState, router: PlayerEditRoutingLogicSpy, presenter: PlayerEditPresenter
  ) {
    let router = PlayerEditRoutingLogicSpy()
    let sut = PlayerEditViewState(
      interactor: PlayerEditBusinessLogicSpy(), router: router, sceneNavigation: ScenePath())
    let presenter = PlayerEditPresenter()
    presenter.viewController = sut
    return (sut, router, presenter)
  }

  @Test func givenTextField_whenScreenIsShown_thenRowTitleTextFieldOnlyAndDoneDisabled() {
    // Given
    let (sut, _, presenter) = makeSUT()

    // When
    presenter.presentField(
      response: .init(
        field: .age, originalValue: "27", text: "27", selectedOptionIndex: nil, canSave: false))

    // Then
    #expect(sut.editor == PlayerEditViewState.Editor(field: .age, originalText: "27"))
    #expect(sut.values == PlayerEditContent.Values(text: "27", isDoneEnabled: false))
  }

  @Test func givenPositionOptions_whenPresented_thenTheCheckedOptionIsSelected() {
    // Given
    let (sut, _, presenter) = makeSUT()

    // When
    presenter.presentField(
      response: .init(
        field: .preferredPosition, originalValue: "", text: "", selectedOptionIndex: 2,
        canSave: true))

    // Then
    #expect(sut.editor?.field == .preferredPosition)
    #expect(sut.values.selectedOption == 2)
    #expect(sut.values.isDoneEnabled)
  }

  @Test func givenSaved_whenSaveDisplayed_thenRoutesBackToPlayerDetail() {
    // Given
    let (sut, router, _) = makeSUT()

    // When
    sut.displaySaveField(viewModel: .init(alert: nil))

    // Then
    #expect(router.calls == [.routeToPlayerDetail])
    #expect(sut.values.error == nil)
  }

  @Test func givenFailingUpdate_whenDoneIsTapped_thenErrorAlertAndTheScreenStays() {
    // Given
    let (sut, router, presenter) = makeSUT()
    presenter.presentLoading(response: .init(isLoading: true))
    let covered = sut.values.isLoading

    // When
    presenter.presentLoading(response: .init(isLoading: false))
    presenter.presentSaveField(response: .init(error: .transport))

    // Then
    #expect(covered)
    #expect(!sut.values.isLoading)
    #expect(
      sut.values.error
        == AlertMessage(
          title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage))
    #expect(router.calls.isEmpty)
  }
}
