import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct PlayerEditViewModelTests {
  private let updateError = AlertMessage(
    title: "Error update", message: "Unable to update player. Please try again.")

  private func makeSUT(field: PlayerField, player: Player = .completeFixture()) -> (
    sut: PlayerEditViewModel, actions: PlayerEditActionsSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let actions = PlayerEditActionsSpy()
    let sut = PlayerEditViewModel(
      playerService: env.players, player: player, field: field, actions: actions.actions)
    return (sut, actions, env)
  }

  // MARK: - Load

  @Test func givenAgeField_whenViewLoads_thenTitleTextFieldWithValueAndDoneDisabled() {
    // Given / When
    let (sut, _, _) = makeSUT(field: .age)

    // Then
    #expect(sut.title == "Age")
    #expect(sut.field == .age)
    #expect(sut.originalValue == "27")
    #expect(sut.options.isEmpty)
    #expect(!sut.isDoneEnabled)
  }

  @Test func givenPositionField_whenViewLoads_thenCapitalizedOptionsWithCurrentOneChecked() {
    // Given / When
    let (sut, _, _) = makeSUT(field: .preferredPosition)

    // Then
    #expect(sut.title == "Preferred position")
    #expect(sut.field == .preferredPosition)
    #expect(
      sut.options.map(\.title) == [
        "Goalkeeper", "Defender", "Midfielder", "Winger", "Striker",
      ])
    #expect(sut.options.map(\.isChecked) == [false, false, true, false, false])
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsAreRead_thenNoneIsChecked() {
    // Given / When
    let (sut, _, _) = makeSUT(field: .skill, player: .fixture())

    // Then
    #expect(sut.options.map(\.title) == ["Beginner", "Amateur", "Professional"])
    #expect(sut.options.allSatisfy { !$0.isChecked })
  }

  // MARK: - Done enabled

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName() {
    // Given
    let (sut, _, _) = makeSUT(field: .name)
    let done = Recorder { sut.isDoneEnabled }

    // When
    sut.text = "B"
    sut.text = ""
    sut.text = "ANA"

    // Then
    #expect(done.values == [false, true, false])
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() {
    // Given
    let (sut, _, _) = makeSUT(field: .favouriteTeam)

    // When
    sut.text = ""

    // Then
    #expect(sut.isDoneEnabled)
  }

  @Test func givenPositionField_whenAnotherOptionTapped_thenCheckmarkMovesAndDoneIsEnabled() {
    // Given
    let (sut, _, _) = makeSUT(field: .preferredPosition)

    // When
    sut.selectedIndex = 4

    // Then
    #expect(sut.options.map(\.isChecked) == [false, false, false, false, true])
    #expect(sut.isDoneEnabled)
  }

  @Test func givenPositionField_whenCheckedOptionTapped_thenNothingChanges() {
    // Given
    let (sut, _, _) = makeSUT(field: .preferredPosition)
    let options = Recorder { sut.options }

    // When
    sut.selectedIndex = 2

    // Then
    #expect(options.values.count == 1)
    #expect(!sut.isDoneEnabled)
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled() {
    // Given
    let (sut, _, _) = makeSUT(field: .preferredPosition)
    sut.selectedIndex = 0

    // When
    sut.selectedIndex = 2

    // Then
    #expect(!sut.isDoneEnabled)
  }

  // MARK: - Done

  @Test func givenChangedName_whenDoneTapped_thenUpdatesACopyReportsItAndPops() async {
    // Given
    let (sut, actions, env) = makeSUT(field: .name)
    sut.text = "Bea"
    let loading = Recorder { sut.isLoading }

    // When
    await sut.save()

    // Then
    let updated = Player.completeFixture(name: "Bea")
    #expect(loading.values == [false, true, false])
    #expect(env.players.calls == [.update(updated)])
    #expect(actions.calls == [.playerUpdated(updated), .close])
  }

  @Test func givenUpdateHeld_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, actions, env) = makeSUT(field: .age)
    sut.text = "28"
    let gate = env.players.control.suspend(.update)

    // When
    let done = Task { await sut.save() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    #expect(actions.calls.isEmpty)
    gate.open()
    await done.value
    #expect(!sut.isLoading)
    let updated = Player(
      id: 1, name: "Ana", age: 28, skill: .professional, preferredPosition: .midfielder,
      favouriteTeam: "FC Porto")
    #expect(actions.calls == [.playerUpdated(updated), .close])
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async {
    // Given
    let (sut, _, env) = makeSUT(field: .age)
    sut.text = "abc"

    // When
    await sut.save()

    // Then
    var cleared = Player.completeFixture()
    cleared.age = nil
    #expect(env.players.calls == [.update(cleared)])
  }

  @Test func givenOtherSkillChosen_whenDoneTapped_thenTheChosenSkillIsSent() async {
    // Given
    let (sut, _, env) = makeSUT(field: .skill)
    sut.selectedIndex = 0

    // When
    await sut.save()

    // Then
    var updated = Player.completeFixture()
    updated.skill = .beginner
    #expect(env.players.calls == [.update(updated)])
  }

  @Test func givenValueOnlyChangedInCase_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let (sut, actions, env) = makeSUT(field: .favouriteTeam)
    sut.text = "fc porto"

    // When
    await sut.save()

    // Then
    #expect(env.players.calls.isEmpty)
    #expect(actions.calls.isEmpty)
  }

  @Test func givenUpdateFails_whenDoneTapped_thenErrorAlertAndNothingIsReported() async {
    // Given
    let (sut, actions, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    sut.text = "Bea"
    let loading = Recorder { sut.isLoading }

    // When
    await sut.save()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(sut.alert == updateError)
    #expect(actions.calls.isEmpty)
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain() async {
    // Given
    let (sut, _, env) = makeSUT(field: .name)
    env.players.control.fail(.update, with: .transport)
    sut.text = "Bea"
    await sut.save()
    env.players.control.succeed(.update)

    // When
    sut.text = "Cid"
    await sut.save()

    // Then: only the name differs from the untouched original
    #expect(
      env.players.calls == [
        .update(.completeFixture(name: "Bea")), .update(.completeFixture(name: "Cid")),
      ])
  }
}
