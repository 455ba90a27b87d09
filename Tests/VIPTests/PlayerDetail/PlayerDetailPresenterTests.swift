import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerDetailPresenterTests {
  private func makeSUT() -> (
    sut: PlayerDetailPresenter, viewController: PlayerDetailDisplayLogicSpy
  ) {
    let viewController = PlayerDetailDisplayLogicSpy()
    let sut = PlayerDetailPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  @Test func givenCompletePlayer_whenRowsAreRead_thenEveryFieldShowsItsCapitalizedValue() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentPlayer(response: .init(player: .completeFixture()))

    // Then
    #expect(
      viewController.calls == [
        .displayPlayer(
          .init(
            title: "Ana",
            sections: [
              .init(
                header: "PERSONAL",
                rows: [.init(title: "Name", value: "Ana"), .init(title: "Age", value: "27")]),
              .init(
                header: "PLAY",
                rows: [
                  .init(title: "Preferred position", value: "Midfielder"),
                  .init(title: "Skill", value: "Professional"),
                ]),
              .init(header: "LIKES", rows: [.init(title: "Favourite team", value: "FC Porto")]),
            ], player: .completeFixture()))
      ])
  }

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentPlayer(response: .init(player: .fixture(name: "Carla")))

    // Then
    guard case .displayPlayer(let viewModel) = viewController.calls.first else {
      Issue.record("expected the player, got \(viewController.calls)")
      return
    }
    #expect(viewModel.title == "Carla")
    #expect(viewModel.sections.flatMap(\.rows).map(\.value) == ["Carla", "", "", "", ""])
  }
}
