import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Confirm Players presenter's passive view.
@MainActor
@Suite struct ConfirmPlayersViewStateTests {
  @Test func givenTeams_whenShownAndAStartFails_thenSectionsStartOverlayAndAlert() {
    // Given
    let sut = ConfirmPlayersViewState(presenter: ConfirmPlayersPresenterProtocolSpy())
    let sections = [TeamTableSection(header: "Bench", rows: [.init(name: "Ana", detail: "MID")])]

    // When
    sut.showTeams(sections)
    sut.setStartEnabled(true)
    sut.showLoading()
    let covered = sut.values.isLoading
    sut.hideLoading()
    sut.showError(title: "Error", message: "Unable to create gather.")

    // Then
    #expect(covered)
    #expect(
      sut.values
        == ConfirmPlayersContent.Values(
          sections: sections, isStartEnabled: true,
          error: AlertMessage(title: "Error", message: "Unable to create gather.")))
  }
}
