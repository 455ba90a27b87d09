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

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() {
    // Given
    let (sut, actions, _) = makeSUT()

    // When
    sut.didSelectRow(at: 2, inSection: 0)
    sut.didSelectRow(at: 0, inSection: 3)

    // Then
    #expect(sut.sections.row(at: 2, inSection: 0) == nil)
    #expect(sut.sections.header(ofSection: 3) == nil)
    #expect(actions.calls.isEmpty)
  }

  @Test(arguments: [
    (0, 0, PlayerField.name), (1, 0, .age), (0, 1, .preferredPosition), (1, 1, .skill),
    (0, 2, .favouriteTeam),
  ])
  func givenLoadedDetail_whenRowTapped_thenPlayerEditIsShownForThatField(
    row: Int, section: Int, field: PlayerField
  ) {
    // Given
    let (sut, actions, _) = makeSUT()

    // When
    sut.didSelectRow(at: row, inSection: section)

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
    sut.didSelectRow(at: 0, inSection: 0)
    let edit = try #require(actions.shownEdits.first)
    edit.textChanged("Bea")

    // When
    await edit.doneTapped()

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
    sut.didSelectRow(at: 0, inSection: 0)

    // Then: passed on, and the next edit starts from the saved player
    #expect(
      actions.calls == [
        .playerUpdated(name: "Bea"), .showPlayerEdit(field: .name, value: "Bea"),
      ])
  }
}
