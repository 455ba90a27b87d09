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
    let sut = PlayerDetailViewModel(player: player, actions: actions.actions)
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
    let (sut, _, _) = makeSUT()

    // When
    let route = sut.select(field)

    // Then: Player Edit of that field, starting from the player shown
    guard case .playerEdit(let player, let edited) = route else { return }
    #expect(edited == field)
    #expect(field.value(of: player) == field.value(of: .completeFixture()))
  }

  @Test func givenEditShown_whenItSavesANewName_thenDetailShowsItPassesItOnAndClosesEdit()
    async throws
  {
    // Given: Player Edit made as the screen makes it, its save reported to this view model
    let (sut, actions, players) = makeSUT()
    guard case .playerEdit(let player, let field) = sut.select(.name) else { return }
    var closeCount = 0
    let edit = PlayerEditViewModel(
      playerService: players, player: player, field: field,
      actions: .init(playerUpdated: sut.playerUpdated, close: { closeCount += 1 }))
    edit.text = "Bea"

    // When
    await edit.save()

    // Then
    #expect(sut.title == "Bea")
    #expect(players.calls == [.update(.completeFixture(name: "Bea"))])
    #expect(actions.calls == [.playerUpdated(name: "Bea")])
    #expect(closeCount == 1)
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
    let route = sut.select(.name)

    // Then: passed on, and the next edit starts from the saved player
    #expect(actions.calls == [.playerUpdated(name: "Bea")])
    guard case .playerEdit(let player, _) = route else { return }
    #expect(player.name == "Bea")
  }
}
