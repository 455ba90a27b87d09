import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerListPresenterTests {
  private let squad = Array(Player.squad.prefix(3))

  private func makeSUT() -> (sut: PlayerListPresenter, viewController: PlayerListDisplayLogicSpy) {
    let viewController = PlayerListDisplayLogicSpy()
    let sut = PlayerListPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  private func present(
    _ sut: PlayerListPresenter, players: [Player], selecting: Bool = false,
    ticked: [Player] = [], loaded: Bool = true
  ) {
    var selection = PlayerSelection()
    for player in ticked { selection.toggle(player) }
    sut.presentPlayers(
      response: PlayerListScene.FetchPlayers.Response(
        players: players, isSelecting: selecting, selection: selection, isLoaded: loaded))
  }

  @Test func givenListMode_whenPlayersPresented_thenTitleSelectAddPlayerAndRowsWithDashes() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    present(sut, players: squad)

    // Then
    #expect(
      viewController.calls == [
        .displayPlayers(
          .init(
            title: "Players", selectButton: .init(title: "Select", isEnabled: true),
            actionButton: .init(title: "Add player", isEnabled: true),
            rows: [
              .init(
                name: "Ana", position: "Position: midfielder", skill: "Skill: professional",
                isChecked: nil),
              .init(
                name: "Bruno", position: "Position: goalkeeper", skill: "Skill: amateur",
                isChecked: nil),
              .init(name: "Carla", position: "Position: -", skill: "Skill: -", isChecked: nil),
            ], allowsDelete: true, showsEmptyView: false))
      ])
  }

  @Test func givenNoPlayersLoaded_whenPresented_thenEmptyViewAndSelectDisabled() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    present(sut, players: [])

    // Then
    #expect(
      viewController.calls == [
        .displayPlayers(
          .init(
            title: "Players", selectButton: .init(title: "Select", isEnabled: false),
            actionButton: .init(title: "Add player", isEnabled: true), rows: [],
            allowsDelete: true, showsEmptyView: true))
      ])
  }

  @Test func givenNothingLoadedYet_whenPresented_thenNoEmptyView() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    present(sut, players: [], loaded: false)

    // Then
    guard case .displayPlayers(let viewModel) = viewController.calls.first else {
      Issue.record("expected the players, got \(viewController.calls)")
      return
    }
    #expect(!viewModel.showsEmptyView)
    #expect(!viewModel.selectButton.isEnabled)
  }

  @Test func givenTwoTicked_whenPresented_thenCountTitleCancelConfirmEnabledAndCheckboxes() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    present(sut, players: squad, selecting: true, ticked: [squad[0], squad[2]])

    // Then
    guard case .displayPlayers(let viewModel) = viewController.calls.first else {
      Issue.record("expected the players, got \(viewController.calls)")
      return
    }
    #expect(viewModel.title == "2 selected")
    #expect(viewModel.selectButton == .init(title: "Cancel", isEnabled: true))
    #expect(viewModel.actionButton == .init(title: "Confirm players", isEnabled: true))
    #expect(viewModel.rows.map(\.isChecked) == [true, false, true])
    #expect(!viewModel.allowsDelete)
  }

  @Test func givenSelectionModeWithOneTicked_whenPresented_thenConfirmIsDisabled() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    present(sut, players: squad, selecting: true, ticked: [squad[1]])

    // Then
    guard case .displayPlayers(let viewModel) = viewController.calls.first else {
      Issue.record("expected the players, got \(viewController.calls)")
      return
    }
    #expect(viewModel.title == "1 selected")
    #expect(viewModel.actionButton == .init(title: "Confirm players", isEnabled: false))
  }

  @Test func givenALoadAndADelete_whenLoadingPresented_thenInputOffForLoadsOverlayForDeletes() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLoading(response: .init(activity: .fetching, isLoading: true))
    sut.presentLoading(response: .init(activity: .fetching, isLoading: false))
    sut.presentLoading(response: .init(activity: .deleting, isLoading: true))
    sut.presentLoading(response: .init(activity: .deleting, isLoading: false))

    // Then
    #expect(
      viewController.calls == [
        .displayLoading(.init(isUserInteractionEnabled: false, showsOverlay: false)),
        .displayLoading(.init(isUserInteractionEnabled: true, showsOverlay: false)),
        .displayLoading(.init(isUserInteractionEnabled: true, showsOverlay: true)),
        .displayLoading(.init(isUserInteractionEnabled: true, showsOverlay: false)),
      ])
  }

  @Test func givenFailure_whenPresented_thenErrorAlertWithTheErrorsMessage() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentError(response: PlayerListScene.Failure.Response(error: .transport))

    // Then
    #expect(
      viewController.calls == [
        .displayError(
          .init(alert: ErrorAlert(title: "Error", message: "Could not connect to the server.")))
      ])
  }

  @Test func givenSwipe_whenConfirmationPresented_thenDeletePlayerTexts() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentDeleteConfirmation(response: PlayerListScene.DeletePlayer.Response())

    // Then
    #expect(
      viewController.calls == [
        .displayDeleteConfirmation(
          .init(
            title: "Delete player",
            message: "Are you sure you want to delete the selected player?",
            deleteTitle: "Delete", cancelTitle: "Cancel"))
      ])
  }

  @Test func givenDestination_whenRoutePresented_thenItIsPassedOn() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentRoute(response: PlayerListScene.Route.Response(destination: .confirmPlayers))

    // Then
    #expect(viewController.calls == [.displayRoute(.init(destination: .confirmPlayers))])
  }
}
