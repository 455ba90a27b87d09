import Domain
import Layouts
import TestSupport
import Testing

@testable import MVP

/// Player Edit's view state as its presenter's passive view: the editor's values, Done, the
/// overlay and alert, and the way back.
@MainActor
@Suite struct PlayerEditViewStateTests {
  private func makeSUT(field: PlayerField) -> (sut: PlayerEditViewState, router: ScreenRouter) {
    let env = TestEnvironment(players: [.completeFixture()])
    let router = ScreenRouter(environment: env.environment)
    router.showPlayerEdit(for: .completeFixture(), field: field, delegate: nil)
    let sut = router.top(PlayerEditViewState.self) ?? .init(player: .fixture(), field: field)
    return (sut, router)
  }

  @Test func givenNewView_whenPresenterShowsTheTextField_thenItHoldsTextAndOptionsAreHidden() {
    // Given
    let (sut, _) = makeSUT(field: .name)

    // When
    sut.presenter?.load()

    // Then
    #expect(sut.values == PlayerEditContent.Values(text: "Ana"))
    #expect(sut.originalText == "Ana")
  }

  @Test func givenNewView_whenPresenterShowsOptions_thenTheChosenOneHasTheCheckmark() {
    // Given
    let (sut, _) = makeSUT(field: .skill)

    // When
    sut.presenter?.didSelectOption(at: 0)

    // Then
    #expect(sut.values.selectedOption == 0)
    #expect(sut.values.isDoneEnabled)
  }

  @Test func givenShownView_whenPresenterReportsAFailedSave_thenOverlayGoesAndAlertShows() {
    // Given
    let (sut, _) = makeSUT(field: .name)
    sut.setTitle("Name")
    sut.showLoading()
    let wasLoading = sut.values.isLoading

    // When
    sut.hideLoading()
    sut.showError(title: "Error", message: "Could not update the player.")

    // Then
    #expect(wasLoading && !sut.values.isLoading)
    #expect(
      sut.values.error == AlertMessage(title: "Error", message: "Could not update the player."))
  }

  @Test func givenShownView_whenPresenterAsksToGoBack_thenNavigatorIsAskedToPop() {
    // Given
    let (sut, router) = makeSUT(field: .name)

    // When
    sut.popToPreviousScreen()

    // Then
    #expect(router.path.isEmpty)
  }
}
