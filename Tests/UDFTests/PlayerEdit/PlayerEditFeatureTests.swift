import Domain
import TestSupport
import Testing

@testable import UDF

/// Player Edit's state and reducer: the value edited, Done's rule, and the save (SPEC §3.4).
@MainActor
@Suite struct PlayerEditFeatureTests {
  private let player = Player.completeFixture(id: 1, name: "Ana")
  private let env = TestEnvironment(players: [.completeFixture(id: 1, name: "Ana")])

  private func makeStore(_ field: PlayerField, of player: Player? = nil) -> TestStore<
    PlayerEditFeature
  > {
    TestStore(
      initialState: .init(player: player ?? self.player, field: field),
      reducer: PlayerEditFeature()
    ) { $0.playerService = env.players }
  }

  private let failure = AlertState<Never>.error(
    title: "Error update", message: "Unable to update player. Please try again.")

  @Test func givenAgeField_whenViewLoads_thenTitleTextFieldWithValueAndDoneDisabled() {
    // When
    let state = PlayerEditFeature.State(player: player, field: .age)

    // Then
    #expect(state.field.title == "Age")
    #expect(state.text == "27")
    #expect(state.newValue == "27")
    #expect(state.selectedOptionIndex == nil)
    #expect(state.canSave == false)
  }

  @Test func givenPositionField_whenViewLoads_thenCapitalizedOptionsWithCurrentOneChecked() {
    // When
    let state = PlayerEditFeature.State(player: player, field: .preferredPosition)

    // Then
    #expect(
      state.field.optionTitles == ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"])
    #expect(state.selectedOptionIndex == 2)
    #expect(state.newValue == "midfielder")
    #expect(state.canSave == false)
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsAreRead_thenNoneIsChecked() {
    // When
    let state = PlayerEditFeature.State(player: .fixture(), field: .skill)

    // Then
    #expect(state.selectedOptionIndex == nil)
    #expect(state.newValue == "")
    #expect(state.canSave == false)
  }

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName() async {
    // Given
    let store = makeStore(.name)

    // When
    store.send(.textChanged("")) { $0.text = "" }
    let emptyCanSave = store.state.canSave
    store.send(.textChanged("ANA")) { $0.text = "ANA" }
    let sameCanSave = store.state.canSave
    store.send(.textChanged("Bia")) { $0.text = "Bia" }

    // Then
    #expect(emptyCanSave == false)
    #expect(sameCanSave == false)
    #expect(store.state.canSave)
    await store.finish()
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() async {
    // Given
    let store = makeStore(.favouriteTeam)

    // When
    store.send(.textChanged("")) { $0.text = "" }

    // Then
    #expect(store.state.canSave)
    await store.finish()
  }

  @Test func givenPositionField_whenAnotherOptionTapped_thenCheckmarkMovesAndDoneIsEnabled()
    async
  {
    // Given
    let store = makeStore(.preferredPosition)

    // When
    store.send(.optionTapped(0)) { $0.selectedOptionIndex = 0 }

    // Then
    #expect(store.state.newValue == "goalkeeper")
    #expect(store.state.canSave)
    await store.finish()
  }

  @Test func givenPositionField_whenCheckedOptionTappedOrNoSuchOption_thenNothingChanges() async {
    // Given
    let store = makeStore(.preferredPosition)

    // When
    store.send(.optionTapped(2))
    store.send(.optionTapped(5))

    // Then
    #expect(store.state.canSave == false)
    await store.finish()
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled() async {
    // Given
    let store = makeStore(.skill)
    store.send(.optionTapped(0)) { $0.selectedOptionIndex = 0 }

    // When
    store.send(.optionTapped(2)) { $0.selectedOptionIndex = 2 }

    // Then
    #expect(store.state.canSave == false)
    await store.finish()
  }

  @Test func givenChangedName_whenDoneTapped_thenUpdatesACopyReportsItAndPops() async {
    // Given
    let store = makeStore(.name)
    store.send(.textChanged("Bia")) { $0.text = "Bia" }
    var renamed = player
    renamed.name = "Bia"

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then: the state keeps the original; the copy travels in the actions
    await store.receive(.updateResponse(.success(renamed))) { $0.isLoading = false }
    await store.receive(.delegate(.playerUpdated(renamed)))
    await store.finish()
    #expect(env.players.calls == [.update(renamed)])
    #expect(store.state.player.name == "Ana")
  }

  @Test func givenAgeThatIsNotAnInteger_whenDoneTapped_thenAgeIsClearedInTheUpdate() async {
    // Given
    let store = makeStore(.age)
    store.send(.textChanged("old")) { $0.text = "old" }
    var cleared = player
    cleared.age = nil

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then
    await store.receive(.updateResponse(.success(cleared))) { $0.isLoading = false }
    await store.receive(.delegate(.playerUpdated(cleared)))
    await store.finish()
    #expect(env.players.calls == [.update(cleared)])
  }

  @Test func givenOtherSkillChosen_whenDoneTapped_thenTheChosenSkillIsSent() async {
    // Given
    let store = makeStore(.skill)
    store.send(.optionTapped(0)) { $0.selectedOptionIndex = 0 }
    var beginner = player
    beginner.skill = .beginner

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then
    await store.receive(.updateResponse(.success(beginner))) { $0.isLoading = false }
    await store.receive(.delegate(.playerUpdated(beginner)))
    await store.finish()
    #expect(env.players.calls == [.update(beginner)])
  }

  @Test func givenValueOnlyChangedInCase_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let store = makeStore(.favouriteTeam)
    store.send(.textChanged("fc porto")) { $0.text = "fc porto" }

    // When
    store.send(.doneTapped)

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenUpdateFails_whenDoneTapped_thenErrorAlertAndNothingIsReported() async {
    // Given
    env.players.control.fail(.update, with: .transport)
    let store = makeStore(.age)
    store.send(.textChanged("30")) { $0.text = "30" }

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then
    await store.receive(.updateResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = failure
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func givenFailedUpdate_whenDoneTappedAgain_thenACopyOfTheOriginalIsSentAgain() async {
    // Given
    env.players.control.fail(.update, with: .transport)
    let store = makeStore(.age)
    store.send(.textChanged("30")) { $0.text = "30" }
    store.send(.doneTapped) { $0.isLoading = true }
    await store.receive(.updateResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = failure
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    env.players.control.succeed(.update)
    var aged = player
    aged.age = 30

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then
    await store.receive(.updateResponse(.success(aged))) { $0.isLoading = false }
    await store.receive(.delegate(.playerUpdated(aged)))
    await store.finish()
    #expect(env.players.calls == [.update(aged), .update(aged)])
  }
}
