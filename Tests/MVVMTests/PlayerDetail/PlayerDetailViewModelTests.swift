import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct PlayerDetailViewModelTests {
  private func makeSUT(player: Player = .completeFixture()) -> (
    sut: PlayerDetailViewModel, actions: PlayerDetailActionsSpy, players: PlayerServiceFake
  ) {
    let actions = PlayerDetailActionsSpy()
    let players = PlayerServiceFake(players: [player])
    let sut = PlayerDetailViewModel(
      player: player, playerService: players, actions: actions.actions)
    return (sut, actions, players)
  }

  @Test func givenPlayer_whenViewLoads_thenTitleIsTheNameAndRowsAreShown() {
    // Given / When
    let (sut, _, _) = makeSUT()

    // Then
    #expect(sut.title == "Ana")
    #expect(sut.sections.map(\.rows.count) == [2, 2, 1])
  }

  @Test func givenPlayer_whenSectionsAreRead_thenPersonalPlayAndLikesInUpperCase() {
    // Given / When
    let (sut, _, _) = makeSUT()

    // Then
    #expect(sut.sections.map(\.header) == ["PERSONAL", "PLAY", "LIKES"])
  }

  @Test func givenCompletePlayer_whenRowsAreRead_thenEveryFieldShowsItsCapitalizedValue() {
    // Given / When
    let (sut, _, _) = makeSUT()

    // Then
    #expect(
      sut.sections.flatMap(\.rows) == [
        .init(text: "Name", detail: "Ana"), .init(text: "Age", detail: "27"),
        .init(text: "Preferred position", detail: "Midfielder"),
        .init(text: "Skill", detail: "Professional"),
        .init(text: "Favourite team", detail: "FC Porto"),
      ])
  }

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() {
    // Given / When
    let (sut, _, _) = makeSUT(player: .fixture(name: "Carla"))

    // Then
    #expect(sut.sections.flatMap(\.rows).map(\.detail) == ["Carla", "", "", "", ""])
  }

  @Test func givenNoSuchRow_whenRead_thenThereIsNoRowOrHeader() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    let row = sut.sections.row(at: 2, inSection: 0)
    let header = sut.sections.header(ofSection: 3)

    // Then
    #expect(row == nil)
    #expect(header == nil)
    #expect(sut.sections.rowCount(inSection: 3) == 0)
  }

  @Test(arguments: [PlayerField.name, .age, .preferredPosition, .skill, .favouriteTeam])
  func givenLoadedDetail_whenRowTapped_thenPlayerEditIsShownForThatField(field: PlayerField) {
    // Given
    let (sut, actions, _) = makeSUT()

    // When
    sut.select(field)

    // Then
    let player = Player.completeFixture()
    #expect(actions.calls == [.showPlayerEdit(field: field, value: field.value(of: player))])
    #expect(actions.shownEdits.map(\.title) == [field.title])
  }

  @Test func givenEditShown_whenItSavesANewName_thenDetailShowsItPassesItOnAndClosesEdit()
    async throws
  {
    // Given
    let (sut, actions, players) = makeSUT()
    sut.select(.name)
    let edit = try #require(actions.shownEdits.first)
    edit.text = "Bea"

    // When
    await edit.save()

    // Then
    #expect(sut.title == "Bea")
    #expect(players.calls == [.update(.completeFixture(name: "Bea"))])
    #expect(
      actions.calls == [
        .showPlayerEdit(field: .name, value: "Ana"), .playerUpdated(name: "Bea"), .closePlayerEdit,
      ])
  }

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt() {
    // Given
    let (sut, _, _) = makeSUT()
    let titles = Recorder { sut.title }

    // When
    sut.playerUpdated(.completeFixture(name: "Bea"))

    // Then: the title follows the saved name
    #expect(titles.values == ["Ana", "Bea"])
    #expect(sut.sections.first?.rows.first == .init(text: "Name", detail: "Bea"))
  }

  @Test func givenDelegate_whenEditReportsUpdate_thenTheUpdatedPlayerIsPassedOn() {
    // Given
    let (sut, actions, _) = makeSUT()

    // When
    sut.playerUpdated(.completeFixture(name: "Bea"))
    sut.select(.name)

    // Then: passed on, and the next edit starts from the saved player
    #expect(
      actions.calls == [
        .playerUpdated(name: "Bea"), .showPlayerEdit(field: .name, value: "Bea"),
      ])
  }
}
