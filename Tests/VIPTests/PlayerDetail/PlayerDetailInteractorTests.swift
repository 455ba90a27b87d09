import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerDetailInteractorTests {
  private func makeSUT(player: Player? = .completeFixture()) -> (
    sut: PlayerDetailInteractor, presenter: PlayerDetailPresentationLogicSpy
  ) {
    let presenter = PlayerDetailPresentationLogicSpy()
    let sut = PlayerDetailInteractor(presenter: presenter)
    sut.player = player
    return (sut, presenter)
  }

  @Test func givenPlayer_whenViewLoads_thenTitleIsTheNameAndRowsAreShown() {
    // Given
    let (sut, presenter) = makeSUT()

    // When
    sut.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())

    // Then
    #expect(presenter.calls == [.presentPlayer(.init(player: .completeFixture()))])
  }

  @Test func givenNoPlayerPassed_whenViewLoads_thenNothingIsShown() {
    // Given
    let (sut, presenter) = makeSUT(player: nil)

    // When
    sut.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())

    // Then
    #expect(presenter.calls.isEmpty)
  }

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt() {
    // Given: Player Edit's router wrote the saved player into the data store
    let (sut, presenter) = makeSUT()
    let renamed = Player.completeFixture(name: "Bea")
    sut.player = renamed

    // When
    sut.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())

    // Then
    #expect(presenter.calls == [.presentPlayer(.init(player: renamed))])
  }

  @Test func givenPlayer_whenAgeRowIsTapped_thenAgeIsChosenForPlayerEdit() {
    // Given
    let (sut, presenter) = makeSUT()

    // When
    sut.selectField(request: PlayerDetailScene.SelectField.Request(field: .age))

    // Then: kept for the router, nothing to display
    #expect(presenter.calls.isEmpty)
    #expect(sut.selectedField == .age)
  }

  @Test func givenPlayer_whenSkillAndFavouriteTeamRowsAreTapped_thenThoseFieldsAreChosen() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.selectField(request: PlayerDetailScene.SelectField.Request(field: .skill))
    let skill = sut.selectedField
    sut.selectField(request: PlayerDetailScene.SelectField.Request(field: .favouriteTeam))

    // Then
    #expect(skill == .skill)
    #expect(sut.selectedField == .favouriteTeam)
  }
}
