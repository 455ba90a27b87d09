import Domain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct PlayerDetailPresenterTests {
  private func makeSUT(player: Player = .completeFixture(name: "Ana")) -> (
    sut: PlayerDetailPresenter, view: PlayerDetailViewSpy,
    delegate: PlayerDetailPresenterDelegateSpy
  ) {
    let view = PlayerDetailViewSpy()
    let delegate = PlayerDetailPresenterDelegateSpy()
    let sut = PlayerDetailPresenter(view: view, player: player)
    sut.delegate = delegate
    return (sut, view, delegate)
  }

  private func allRows(of sut: PlayerDetailPresenter) -> [[PlayerDetailRow?]] {
    (0..<sut.numberOfSections).map { section in
      (0..<sut.numberOfRows(inSection: section)).map { sut.row(at: $0, inSection: section) }
    }
  }

  // MARK: - Load

  @Test func givenPlayer_whenViewLoads_thenTitleIsTheNameAndRowsAreShown() {
    // Given
    let (sut, view, _) = makeSUT()

    // When
    sut.load()

    // Then
    #expect(view.calls == [.setTitle("Ana"), .reloadData])
  }

  @Test func givenPlayer_whenSectionsAreRead_thenPersonalPlayAndLikesInUpperCase() {
    // Given
    let (sut, _, _) = makeSUT()

    // When
    let headers = (0..<sut.numberOfSections).map { sut.header(ofSection: $0) }

    // Then
    #expect(headers == ["PERSONAL", "PLAY", "LIKES"])
  }

  @Test func givenCompletePlayer_whenRowsAreRead_thenEveryFieldShowsItsCapitalizedValue() {
    // Given
    let (sut, _, _) = makeSUT(player: .completeFixture(name: "Ana"))

    // When
    let rows = allRows(of: sut)

    // Then
    #expect(
      rows == [
        [PlayerDetailRow(title: "Name", value: "Ana"), PlayerDetailRow(title: "Age", value: "27")],
        [
          PlayerDetailRow(title: "Preferred position", value: "Midfielder"),
          PlayerDetailRow(title: "Skill", value: "Professional"),
        ],
        [PlayerDetailRow(title: "Favourite team", value: "FC Porto")],
      ])
  }

  @Test func givenPlayerWithOnlyAName_whenRowsAreRead_thenUnsetFieldsShowEmptyValues() {
    // Given
    let (sut, _, _) = makeSUT(player: .fixture(name: "Carla"))

    // When
    let values = allRows(of: sut).flatMap { $0.map { $0?.value } }

    // Then
    #expect(values == ["Carla", "", "", "", ""])
  }

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() {
    // Given
    let (sut, view, _) = makeSUT()

    // When
    sut.didSelectRow(at: 2, inSection: 0)
    sut.didSelectRow(at: 0, inSection: 3)

    // Then
    #expect(sut.row(at: 1, inSection: 2) == nil)
    #expect(sut.row(at: 0, inSection: -1) == nil)
    #expect(sut.numberOfRows(inSection: 3) == 0)
    #expect(view.calls.isEmpty)
  }

  // MARK: - Row tap

  @Test(arguments: [
    (0, 0, PlayerField.name), (0, 1, .age), (1, 0, .preferredPosition), (1, 1, .skill),
    (2, 0, .favouriteTeam),
  ])
  func givenLoadedDetail_whenRowTapped_thenPlayerEditIsShownForThatField(
    section: Int, row: Int, field: PlayerField
  ) {
    // Given
    let (sut, view, _) = makeSUT(player: .completeFixture(id: 7, name: "Ana"))

    // When
    sut.didSelectRow(at: row, inSection: section)

    // Then
    #expect(view.calls == [.showPlayerEdit(playerID: 7, field: field)])
  }

  // MARK: - After an edit

  @Test func givenRenamedPlayer_whenEditReportsUpdate_thenTitleIsTheNewNameAndRowsAreRebuilt() {
    // Given
    let (sut, view, _) = makeSUT(player: .completeFixture(name: "Ana"))
    var renamed = Player.completeFixture(name: "Ana")
    renamed.name = "Anna"
    renamed.skill = .beginner

    // When
    sut.playerEdit(didUpdate: renamed)

    // Then
    #expect(view.calls == [.setTitle("Anna"), .reloadData])
    #expect(sut.row(at: 0, inSection: 0) == PlayerDetailRow(title: "Name", value: "Anna"))
    #expect(sut.row(at: 1, inSection: 1) == PlayerDetailRow(title: "Skill", value: "Beginner"))
  }

  @Test func givenDelegate_whenEditReportsUpdate_thenTheUpdatedPlayerIsPassedOn() throws {
    // Given
    let (sut, _, delegate) = makeSUT(player: .fixture(id: 3, name: "Carla"))
    let updated = Player.fixture(id: 3, name: "Carla", age: 30)

    // When
    sut.playerEdit(didUpdate: updated)

    // Then
    let reported = try #require(delegate.updatedPlayers.first)
    #expect(delegate.updatedPlayers.count == 1)
    #expect(reported.hasSameContents(as: updated))
  }
}
