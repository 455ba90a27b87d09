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
            controls: PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true),
            rows: [
              .init(
                id: 1, name: "Ana", detail: "Position: midfielder\nSkill: professional",
                isChecked: nil),
              .init(
                id: 2, name: "Bruno", detail: "Position: goalkeeper\nSkill: amateur", isChecked: nil
              ),
              .init(id: 3, name: "Carla", detail: "Position: -\nSkill: -", isChecked: nil),
            ], players: squad, isSelecting: false, showsEmptyView: false))
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
            controls: PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: false),
            rows: [], players: [], isSelecting: false, showsEmptyView: true))
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
    #expect(!viewModel.controls.selectButton.isEnabled)
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
    #expect(viewModel.controls.title == "2 selected")
    #expect(viewModel.controls.selectButton == .init(title: "Cancel", isEnabled: true))
    #expect(viewModel.controls.actionButton == .init(title: "Confirm players", isEnabled: true))
    #expect(viewModel.rows.map(\.isChecked) == [true, false, true])
    #expect(viewModel.isSelecting)
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
    #expect(viewModel.controls.title == "1 selected")
    #expect(viewModel.controls.actionButton == .init(title: "Confirm players", isEnabled: false))
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
          .init(alert: AlertMessage(title: "Error", message: "Could not connect to the server.")))
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

  @Test func givenConfirmedPlayers_whenPresented_thenConfirmPlayersIsDisplayed() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentConfirmedSelection(
      response: PlayerListScene.ConfirmSelection.Response(players: squad))

    // Then
    #expect(viewController.calls == [.displayConfirmedSelection])
  }
}
