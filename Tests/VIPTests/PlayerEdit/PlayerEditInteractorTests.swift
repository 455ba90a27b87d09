import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerEditInteractorTests {
  private let ana = Player.completeFixture()

  /// The interactor editing `field` of `player`, already loaded.
  private func makeSUT(field: PlayerField, player: Player = .completeFixture()) -> (
    sut: PlayerEditInteractor, presenter: PlayerEditPresentationLogicSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let presenter = PlayerEditPresentationLogicSpy()
    let sut = PlayerEditInteractor(presenter: presenter, playerService: env.players)
    sut.player = player
    sut.field = field
    sut.fetchField(request: PlayerEditScene.FetchField.Request())
    return (sut, presenter, env)
  }

  private func field(
    _ field: PlayerField, original: String, text: String? = nil, selected: Int? = nil,
    canSave: Bool = false
  ) -> PlayerEditPresentationLogicSpy.Call {
    .presentField(
      .init(
        field: field, originalValue: original, text: text ?? original,
        selectedOptionIndex: selected, canSave: canSave))
  }

  private let loading = PlayerEditPresentationLogicSpy.Call.presentLoading(.init(isLoading: true))
  private let loaded = PlayerEditPresentationLogicSpy.Call.presentLoading(.init(isLoading: false))

  private func type(_ sut: PlayerEditInteractor, _ text: String) {
    sut.changeText(request: PlayerEditScene.ChangeText.Request(text: text))
  }

  private func save(_ sut: PlayerEditInteractor) async {
    await sut.saveField(request: PlayerEditScene.SaveField.Request())
  }

  // MARK: - Load and Done rule

  @Test func givenAgeField_whenViewLoads_thenTitleTextFieldWithValueAndDoneDisabled() {
    // Given, When
    let (_, presenter, _) = makeSUT(field: .age)

    // Then
    #expect(presenter.calls == [field(.age, original: "27")])
  }

  @Test func givenPositionField_whenViewLoads_thenCapitalizedOptionsWithCurrentOneChecked() {
    // Given, When
    let (_, presenter, _) = makeSUT(field: .preferredPosition)

    // Then: midfielder is the third position
    #expect(presenter.calls == [field(.preferredPosition, original: "Midfielder", selected: 2)])
  }

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName() {
    // Given
    let (sut, presenter, _) = makeSUT(field: .name)

    // When
    type(sut, "B")
    type(sut, "")
    type(sut, "ANA")

    // Then
    #expect(
      presenter.calls.dropFirst() == [
        field(.name, original: "Ana", text: "B", canSave: true),
        field(.name, original: "Ana", text: ""), field(.name, original: "Ana", text: "ANA"),
      ])
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() {
    // Given
    let (sut, presenter, _) = makeSUT(field: .favouriteTeam)

    // When
    type(sut, "")

    // Then
    #expect(
      presenter.calls.last == field(.favouriteTeam, original: "FC Porto", text: "", canSave: true))
  }

  @Test func givenPositionField_whenAnotherOptionTapped_thenCheckmarkMovesAndDoneIsEnabled() {
    // Given
    let (sut, presenter, _) = makeSUT(field: .preferredPosition)

    // When
    sut.selectOption(request: PlayerEditScene.SelectOption.Request(index: 4))

    // Then
    #expect(
      presenter.calls.last
        == field(.preferredPosition, original: "Midfielder", selected: 4, canSave: true))
  }

  @Test func givenPositionField_whenCheckedOptionTappedOrNoSuchOption_thenNothingChanges() {
    // Given
    let (sut, presenter, _) = makeSUT(field: .preferredPosition)

    // When
    sut.selectOption(request: PlayerEditScene.SelectOption.Request(index: 2))
    sut.selectOption(request: PlayerEditScene.SelectOption.Request(index: 5))

    // Then: only the load's field was presented, the position still checked
    #expect(presenter.calls == [field(.preferredPosition, original: "Midfielder", selected: 2)])
  }

  // MARK: - Done

  @Test func givenChangedName_whenDoneTapped_thenUpdatesACopyReportsItAndPops() async throws {
    // Given
    let (sut, presenter, env) = makeSUT(field: .name)
    type(sut, "Bea")
    let before = presenter.calls.count

    // When
    await save(sut)

    // Then
    let updated = Player.completeFixture(name: "Bea")
    #expect(
      Array(presenter.calls.dropFirst(before)) == [
        loading, loaded, .presentSaveField(.init(error: nil)),
      ])
    #expect(env.players.calls == [.update(updated)])
    #expect(try #require(sut.updatedPlayer).hasSameContents(as: updated))
    #expect(sut.player?.name == "Ana")
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, presenter, env) = makeSUT(field: .age)
    type(sut, "30")
    let gate = env.players.control.suspend(.update)

    // When
    let saving = Task { await save(sut) }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls.last == loading)
    gate.open()
    await saving.value
    #expect(presenter.calls.suffix(2) == [loaded, .presentSaveField(.init(error: nil))])
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async {
    // Given
    let (sut, _, env) = makeSUT(field: .age)
    type(sut, "old")

    // When
    await save(sut)

    // Then
    var cleared = ana
    cleared.age = nil
    #expect(env.players.calls == [.update(cleared)])
  }

  @Test func givenOtherSkillChosen_whenDoneTapped_thenTheChosenSkillIsSent() async {
    // Given
    let (sut, _, env) = makeSUT(field: .skill)
    sut.selectOption(request: PlayerEditScene.SelectOption.Request(index: 0))

    // When
    await save(sut)

    // Then
    var beginner = ana
    beginner.skill = .beginner
    #expect(env.players.calls == [.update(beginner)])
  }

  @Test func givenValueOnlyChangedInCase_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, presenter, env) = makeSUT(field: .name)
    type(sut, "ana")
    let before = presenter.calls

    // When
    await save(sut)

    // Then
    #expect(presenter.calls == before)
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenUpdateFails_whenDoneTapped_thenErrorAlertAndNothingIsReported() async {
    // Given
    let (sut, presenter, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    type(sut, "Bea")

    // When
    await save(sut)

    // Then
    #expect(
      presenter.calls.suffix(3) == [loading, loaded, .presentSaveField(.init(error: .transport))])
    #expect(sut.updatedPlayer == nil)
    #expect(sut.player?.hasSameContents(as: ana) == true)
  }
}
