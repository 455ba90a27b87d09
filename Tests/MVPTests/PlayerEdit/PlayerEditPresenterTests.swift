import Domain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct PlayerEditPresenterTests {
  private static let ana = Player.completeFixture(id: 1, name: "Ana")

  private func makeSUT(field: PlayerField, player: Player = ana) -> (
    sut: PlayerEditPresenter, view: PlayerEditViewSpy, delegate: PlayerEditPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let view = PlayerEditViewSpy()
    let delegate = PlayerEditPresenterDelegateSpy()
    let sut = PlayerEditPresenter(
      view: view, playerService: env.players, player: player, field: field)
    sut.delegate = delegate
    return (sut, view, delegate, env)
  }

  private func optionRows(of sut: PlayerEditPresenter) -> [PlayerEditOptionRow?] {
    (0..<sut.numberOfOptions).map { sut.option(at: $0) }
  }

  private func checkedTitles(of sut: PlayerEditPresenter) -> [String] {
    optionRows(of: sut).compactMap { $0?.isChecked == true ? $0?.title : nil }
  }

  // MARK: - Load

  @Test func givenAgeField_whenViewLoads_thenTitleWithoutOptions() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .age)

    // When
    sut.load()

    // Then
    #expect(
      view.calls == [.setTitle("Age")])
    #expect(sut.numberOfOptions == 0)
  }

  @Test func givenPositionField_whenViewLoads_thenCapitalizedOptionsWithCurrentOneChecked() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .preferredPosition)

    // When
    sut.load()

    // Then
    #expect(
      view.calls == [.setTitle("Preferred position"), .reloadData])
    #expect(
      optionRows(of: sut) == [
        PlayerEditOptionRow(title: "Goalkeeper", isChecked: false),
        PlayerEditOptionRow(title: "Defender", isChecked: false),
        PlayerEditOptionRow(title: "Midfielder", isChecked: true),
        PlayerEditOptionRow(title: "Winger", isChecked: false),
        PlayerEditOptionRow(title: "Striker", isChecked: false),
      ])
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsAreRead_thenNoneIsChecked() {
    // Given
    let (sut, _, _, _) = makeSUT(field: .skill, player: .fixture(name: "Carla"))

    // When
    let rows = optionRows(of: sut)

    // Then
    #expect(rows.map { $0?.title } == ["Beginner", "Amateur", "Professional"])
    #expect(checkedTitles(of: sut).isEmpty)
    #expect(sut.option(at: 3) == nil)
  }

  // MARK: - Done enabled rule

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .name)

    // When
    for text in ["An", "Ana", "ANA", "Anna", ""] { sut.textDidChange(text) }

    // Then
    #expect(
      view.calls == [
        .setDoneEnabled(true), .setDoneEnabled(false), .setDoneEnabled(false),
        .setDoneEnabled(true), .setDoneEnabled(false),
      ])
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .favouriteTeam)

    // When
    sut.textDidChange("fc porto")
    sut.textDidChange("")

    // Then
    #expect(view.calls == [.setDoneEnabled(false), .setDoneEnabled(true)])
  }

  @Test func givenPositionField_whenAnotherOptionTapped_thenCheckmarkMovesAndDoneIsEnabled() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .preferredPosition)

    // When
    sut.didSelectOption(at: 4)

    // Then
    #expect(view.calls == [.reloadData, .setDoneEnabled(true)])
    #expect(checkedTitles(of: sut) == ["Striker"])
  }

  @Test func givenPositionField_whenCheckedOptionTapped_thenNothingChanges() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .preferredPosition)

    // When
    sut.didSelectOption(at: 2)
    sut.didSelectOption(at: 9)

    // Then
    #expect(view.calls.isEmpty)
    #expect(checkedTitles(of: sut) == ["Midfielder"])
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled() {
    // Given
    let (sut, view, _, _) = makeSUT(field: .skill)
    sut.didSelectOption(at: 0)

    // When
    sut.didSelectOption(at: 2)

    // Then
    #expect(
      view.calls == [.reloadData, .setDoneEnabled(true), .reloadData, .setDoneEnabled(false)])
    #expect(checkedTitles(of: sut) == ["Professional"])
  }

  // MARK: - Done

  @Test func givenChangedName_whenDoneTapped_thenUpdatesACopyReportsItAndPops() async throws {
    // Given
    let (sut, view, delegate, env) = makeSUT(field: .name)
    sut.textDidChange("Anna")
    var expected = Self.ana
    expected.name = "Anna"

    // When
    await sut.doneTapped()

    // Then
    #expect(
      view.calls == [.setDoneEnabled(true), .showLoading, .hideLoading, .popToPreviousScreen])
    #expect(env.players.calls == [.update(expected)])
    let reported = try #require(delegate.updatedPlayers.first)
    #expect(delegate.updatedPlayers.count == 1)
    #expect(reported.hasSameContents(as: expected))
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, view, _, env) = makeSUT(field: .age)
    sut.textDidChange("28")
    let gate = env.players.control.suspend(.update)

    // When
    let done = Task { await sut.doneTapped() }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.setDoneEnabled(true), .showLoading])
    gate.open()
    await done.value
    #expect(
      view.calls == [.setDoneEnabled(true), .showLoading, .hideLoading, .popToPreviousScreen])
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async {
    // Given
    let (sut, _, _, env) = makeSUT(field: .age)
    sut.textDidChange("twenty")
    var expected = Self.ana
    expected.age = nil

    // When
    await sut.doneTapped()

    // Then
    #expect(env.players.calls == [.update(expected)])
  }

  @Test func givenOtherSkillChosen_whenDoneTapped_thenTheChosenSkillIsSent() async {
    // Given
    let (sut, _, _, env) = makeSUT(field: .skill)
    sut.didSelectOption(at: 1)
    var expected = Self.ana
    expected.skill = .amateur

    // When
    await sut.doneTapped()

    // Then
    #expect(env.players.calls == [.update(expected)])
  }

  @Test func givenValueOnlyChangedInCase_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, view, delegate, env) = makeSUT(field: .favouriteTeam)
    sut.textDidChange("FC PORTO")

    // When
    await sut.doneTapped()

    // Then
    #expect(view.calls == [.setDoneEnabled(false)])
    #expect(env.players.calls.isEmpty)
    #expect(delegate.updatedPlayers.isEmpty)
  }

  @Test func givenUpdateFails_whenDoneTapped_thenErrorAlertAndNothingIsReported() async {
    // Given
    let (sut, view, delegate, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    sut.textDidChange("Anna")

    // When
    await sut.doneTapped()

    // Then
    #expect(
      view.calls == [
        .setDoneEnabled(true), .showLoading, .hideLoading,
        .showError(title: "Error update", message: "Unable to update player. Please try again."),
      ])
    #expect(delegate.updatedPlayers.isEmpty)
    #expect(env.players.storedPlayers.first?.name == "Ana")
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain() async {
    // Given
    let (sut, _, delegate, env) = makeSUT(field: .age)
    env.players.control.fail(.update, with: .transport)
    sut.textDidChange("28")
    await sut.doneTapped()
    env.players.control.succeed(.update)
    var expected = Self.ana
    expected.age = 28

    // When
    await sut.doneTapped()

    // Then
    #expect(env.players.calls == [.update(expected), .update(expected)])
    #expect(delegate.updatedPlayers.map { $0.hasSameContents(as: expected) } == [true])
  }
}
