import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerDetailPresenterTests {
  @MainActor private struct SUT {
    let presenter: PlayerDetailPresenter
    let view = PlayerDetailViewSpy()
    let interactor = PlayerDetailInteractorInputProtocolSpy()
    let router = PlayerDetailRouterProtocolSpy()
    let output = PlayerDetailModuleOutputSpy()

    init() {
      presenter = PlayerDetailPresenter(interactor: interactor, router: router, output: output)
      presenter.view = view
    }
  }

  private func sections(name: String, age: String, position: String, skill: String, team: String)
    -> [PlayerDetailSectionRows]
  {
    [
      PlayerDetailSectionRows(
        header: "PERSONAL",
        rows: [
          PlayerDetailRow(title: "Name", value: name), PlayerDetailRow(title: "Age", value: age),
        ]),
      PlayerDetailSectionRows(
        header: "PLAY",
        rows: [
          PlayerDetailRow(title: "Preferred position", value: position),
          PlayerDetailRow(title: "Skill", value: skill),
        ]),
      PlayerDetailSectionRows(
        header: "LIKES", rows: [PlayerDetailRow(title: "Favourite team", value: team)]),
    ]
  }

  @Test func givenNewScreen_whenViewLoads_thenThePlayerIsRequested() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.load()

    // Then
    #expect(sut.interactor.calls == [.loadPlayer])
  }

  @Test func givenCompletePlayer_whenRowsAreRead_thenEveryFieldShowsItsCapitalizedValue() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didLoadPlayer(.completeFixture())

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("Ana"),
        .showSections(
          sections(
            name: "Ana", age: "27", position: "Midfielder", skill: "Professional",
            team: "FC Porto")),
      ])
  }

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didLoadPlayer(.fixture(name: "Carla"))

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("Carla"),
        .showSections(sections(name: "Carla", age: "", position: "", skill: "", team: "")),
      ])
  }

  @Test func givenLoadedDetail_whenRowTapped_thenPlayerEditIsShownForThatField() {
    // Given
    let sut = SUT()
    sut.presenter.didLoadPlayer(.completeFixture())

    // When
    sut.presenter.didSelectField(.skill)
    sut.presenter.didSelectField(.favouriteTeam)

    // Then: the presenter hears the save as Player Edit's module output
    #expect(
      sut.router.calls == [.showPlayerEdit("Ana", .skill), .showPlayerEdit("Ana", .favouriteTeam)])
    #expect(sut.router.lastOutput === sut.presenter)
  }

  @Test func givenNoLoadedPlayer_whenAFieldIsTapped_thenNothingIsShown() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didSelectField(.age)

    // Then
    #expect(sut.router.calls.isEmpty)
  }

  @Test func givenSavedEdit_whenPlayerEditReports_thenTheInteractorKeepsIt() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.playerEditDidUpdate(.completeFixture(name: "Bea"))

    // Then
    #expect(sut.interactor.calls == [.replacePlayer("Bea")])
  }

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt() {
    // Given
    let sut = SUT()
    let bea = Player.completeFixture(name: "Bea")

    // When
    sut.presenter.didReplacePlayer(bea)

    // Then: the new name is the title, and the list hears about it
    #expect(
      sut.view.calls == [
        .setTitle("Bea"),
        .showSections(
          sections(
            name: "Bea", age: "27", position: "Midfielder", skill: "Professional",
            team: "FC Porto")),
      ])
    #expect(sut.output.updatedPlayers.map(\.name) == ["Bea"])
  }
}
