import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListInteractorTests {
  private func makeSUT(players: [Player] = Player.squad) -> (
    interactor: PlayerListInteractor, output: PlayerListInteractorOutputProtocolSpy,
    service: PlayerServiceFake
  ) {
    let service = PlayerServiceFake(players: players)
    let output = PlayerListInteractorOutputProtocolSpy()
    let interactor = PlayerListInteractor(playerService: service)
    interactor.output = output
    return (interactor, output, service)
  }

  /// An interactor that has fetched `players`, with the output's record of it kept.
  private func makeLoadedSUT(players: [Player] = Player.squad) async -> (
    interactor: PlayerListInteractor, output: PlayerListInteractorOutputProtocolSpy,
    service: PlayerServiceFake
  ) {
    let sut = makeSUT(players: players)
    await sut.interactor.fetchPlayers()
    return sut
  }

  private let squadNames = ["Ana", "Bruno", "Carla", "Dan"]

  // MARK: - Fetch

  @Test func givenPlayers_whenFetched_thenTheOutputGetsThemInServerOrder() async {
    // Given
    let (interactor, output, service) = makeSUT()

    // When
    await interactor.fetchPlayers()

    // Then
    #expect(output.calls == [.didFetchPlayers(squadNames, selected: nil)])
    #expect(service.calls == [.players])
  }

  @Test func givenNoSession_whenFetched_thenTheOutputGetsTheError() async {
    // Given
    let (interactor, output, service) = makeSUT()
    service.control.fail(.players, with: .unauthorized)

    // When
    await interactor.fetchPlayers()

    // Then
    #expect(output.calls == [.didFailToFetchPlayers(.unauthorized)])
  }

  // MARK: - Selection

  @Test func givenPlayers_whenSelectionIsToggled_thenTheListIsReportedWithThoseTicked() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()
    interactor.setSelecting(true)

    // When
    interactor.toggleSelection(id: 4)
    interactor.toggleSelection(id: 1)
    interactor.toggleSelection(id: 4)

    // Then
    #expect(
      output.calls.dropFirst(2) == [
        .didUpdateList(squadNames, selected: ["Dan"]),
        .didUpdateList(squadNames, selected: ["Ana", "Dan"]),
        .didUpdateList(squadNames, selected: ["Ana"]),
      ])
  }

  @Test func givenTickedPlayers_whenSelectionModeIsLeft_thenListModeWithNoneTicked() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()
    interactor.setSelecting(true)
    interactor.toggleSelection(id: 2)

    // When
    interactor.setSelecting(false)
    interactor.setSelecting(true)

    // Then
    #expect(
      output.calls.suffix(2) == [
        .didUpdateList(squadNames, selected: nil), .didUpdateList(squadNames, selected: []),
      ])
  }

  @Test func givenListMode_whenARowIsToggled_thenNothingIsTicked() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()

    // When
    interactor.toggleSelection(id: 2)
    interactor.confirmSelection()

    // Then
    #expect(output.calls == [.didFetchPlayers(squadNames, selected: nil)])
  }

  @Test func givenPlayersTickedOutOfOrder_whenSelectionIsConfirmed_thenTheyComeInListOrder() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()
    interactor.setSelecting(true)
    interactor.toggleSelection(id: 4)
    interactor.toggleSelection(id: 2)

    // When
    interactor.confirmSelection()

    // Then
    #expect(output.calls.last == .didConfirmSelection(["Bruno", "Dan"]))
  }

  @Test func givenOnlyOneTicked_whenSelectionIsConfirmed_thenNothingIsReported() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()
    interactor.setSelecting(true)
    interactor.toggleSelection(id: 1)

    // When
    interactor.confirmSelection()

    // Then
    #expect(output.calls.last == .didUpdateList(squadNames, selected: ["Ana"]))
  }

  @Test func givenPlayers_whenAPlayerIsPicked_thenThatPlayerIsReported() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()

    // When
    interactor.pickPlayer(id: 3)

    // Then
    #expect(output.calls.last == .didPickPlayer("Carla"))
  }

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() async {
    // Given
    let (interactor, output, _) = await makeLoadedSUT()

    // When
    interactor.pickPlayer(id: 5)
    interactor.toggleSelection(id: 0)
    interactor.requestDeletion(id: 5)
    await interactor.confirmDeletion()

    // Then
    #expect(output.calls == [.didFetchPlayers(squadNames, selected: nil)])
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()
    interactor.setSelecting(true)

    // When
    interactor.requestDeletion(id: 1)
    await interactor.confirmDeletion()

    // Then
    #expect(output.calls.last == .didUpdateList(squadNames, selected: []))
    #expect(service.calls == [.players])
  }

  @Test func givenAnEditedPlayer_whenPlayerIsUpdated_thenItsRowIsReplacedWithoutAFetch() async {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()

    // When
    interactor.updatePlayer(.fixture(id: 3, name: "Carla Silva"))

    // Then
    #expect(
      output.calls.last == .didUpdateList(["Ana", "Bruno", "Carla Silva", "Dan"], selected: nil))
    #expect(service.calls == [.players])
  }

  // MARK: - Delete

  @Test func givenPlayers_whenDeletionIsRequested_thenConfirmationIsAskedWithoutDeleting() async {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()

    // When
    interactor.requestDeletion(id: 3)

    // Then
    #expect(output.calls.last == .didRequestDeletion)
    #expect(service.calls == [.players])
  }

  @Test func givenRequestedDeletion_whenDeleteIsConfirmed_thenTheServiceDeletesIt() async {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()
    interactor.requestDeletion(id: 3)

    // When
    await interactor.confirmDeletion()

    // Then
    #expect(
      output.calls.suffix(2) == [
        .willDeletePlayer, .didDeletePlayer(leaving: ["Ana", "Bruno", "Dan"], selected: nil),
      ])
    #expect(service.calls == [.players, .delete(id: 3)])
  }

  @Test func givenRequestedDeletion_whenDeletionIsCancelled_thenNothingIsDeleted() async {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()
    interactor.requestDeletion(id: 1)

    // When
    interactor.cancelDeletion()
    await interactor.confirmDeletion()

    // Then
    #expect(output.calls.last == .didRequestDeletion)
    #expect(service.calls == [.players])
  }

  @Test func givenDeleteFails_whenDeleteIsConfirmed_thenTheOutputGetsTheErrorAndThePlayerStays()
    async
  {
    // Given
    let (interactor, output, service) = await makeLoadedSUT()
    service.control.fail(.delete, with: .transport)
    interactor.requestDeletion(id: 1)

    // When
    await interactor.confirmDeletion()

    // Then
    #expect(output.calls.suffix(2) == [.willDeletePlayer, .didFailToDeletePlayer(.transport)])
    #expect(service.storedPlayers.count == 4)
  }
}
