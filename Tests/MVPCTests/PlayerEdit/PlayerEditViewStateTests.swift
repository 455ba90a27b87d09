import Domain
import Layouts
import TestSupport
import Testing

@testable import MVPC

/// Player Edit's view state as its presenter's passive view: the editor's values, Done, the
/// overlay and the alert.
@MainActor
@Suite struct PlayerEditViewStateTests {
  private func makeSUT(field: PlayerField) async -> (
    sut: PlayerEditViewState, host: PathCoordinatorHost
  ) {
    let host = PathCoordinatorHost(
      environment: TestEnvironment(players: [.completeFixture()]).environment)
    await host.start { $0.didSelectField(field, of: .completeFixture()) }
    let sut = host.top(PlayerEditViewState.self) ?? .init(player: .fixture(), field: field)
    return (sut, host)
  }

  @Test func givenNewView_whenPresenterShowsTheTextField_thenItHoldsTextAndOptionsAreHidden()
    async
  {
    // Given, When
    let (sut, _) = await makeSUT(field: .name)

    // Then
    #expect(sut.values == PlayerEditContent.Values(text: "Ana"))
    #expect(sut.originalText == "Ana")
  }

  @Test func givenNewView_whenPresenterShowsOptions_thenTheChosenOneHasTheCheckmark() async {
    // Given
    let (sut, _) = await makeSUT(field: .skill)

    // When
    sut.presenter?.didSelectOption(at: 0)

    // Then
    #expect(sut.values.selectedOption == 0)
    #expect(sut.values.isDoneEnabled)
  }

  @Test func givenShownView_whenPresenterReportsAFailedSave_thenOverlayGoesAndAlertShows() {
    // Given
    let sut = PlayerEditViewState(player: .completeFixture(), field: .name)
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
}
