import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerEditPresenterTests {
  @MainActor private struct SUT {
    let presenter: PlayerEditPresenter
    let view = PlayerEditViewSpy()
    let interactor = PlayerEditInteractorInputProtocolSpy()
    let router = PlayerEditRouterProtocolSpy()
    let output = PlayerEditModuleOutputSpy()

    /// A presenter editing `field` of `player`, as the interactor reported it; the view spy is
    /// cleared after that first answer.
    init(field: PlayerField, of player: Player = .completeFixture()) {
      presenter = PlayerEditPresenter(interactor: interactor, router: router, output: output)
      presenter.view = view
      presenter.didLoadField(field, of: player)
      view.reset()
    }
  }

  private let positions = ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"]

  private func positionRows(checked: Int?) -> [PlayerEditOption] {
    positions.enumerated().map { PlayerEditOption(title: $1, isChecked: $0 == checked) }
  }

  // MARK: - Load

  @Test func givenNewScreen_whenViewLoads_thenTheFieldIsRequested() {
    // Given
    let sut = SUT(field: .age)

    // When
    sut.presenter.load()

    // Then
    #expect(sut.interactor.calls == [.loadField])
  }

  @Test func givenAgeField_whenViewLoads_thenTheTitleAndDoneDisabled() {
    // Given
    let view = PlayerEditViewSpy()
    let presenter = PlayerEditPresenter(
      interactor: PlayerEditInteractorInputProtocolSpy(), router: PlayerEditRouterProtocolSpy(),
      output: nil)
    presenter.view = view

    // When
    presenter.didLoadField(.age, of: .completeFixture())

    // Then: the row title, not the player's name; the text field came with the value
    #expect(view.calls == [.setTitle("Age"), .setDoneEnabled(false)])
  }

  @Test func givenPositionField_whenViewLoads_thenCapitalizedOptionsWithCurrentOneChecked() {
    // Given
    let view = PlayerEditViewSpy()
    let presenter = PlayerEditPresenter(
      interactor: PlayerEditInteractorInputProtocolSpy(), router: PlayerEditRouterProtocolSpy(),
      output: nil)
    presenter.view = view

    // When
    presenter.didLoadField(.preferredPosition, of: .completeFixture())

    // Then
    #expect(
      view.calls == [
        .setTitle("Preferred position"), .showOptions(positionRows(checked: 2)),
        .setDoneEnabled(false),
      ])
  }

  // MARK: - Done enabling

  @Test func givenNameField_whenTyping_thenDoneIsEnabledOnlyForAChangedNonEmptyName() {
    // Given
    let sut = SUT(field: .name)

    // When
    for text in ["Bea", "", "ANA", "Ana B"] { sut.presenter.textDidChange(text) }

    // Then
    #expect(
      sut.view.calls == [
        .setDoneEnabled(true), .setDoneEnabled(false), .setDoneEnabled(false),
        .setDoneEnabled(true),
      ])
  }

  @Test func givenFavouriteTeamField_whenTextIsCleared_thenDoneIsEnabled() {
    // Given
    let sut = SUT(field: .favouriteTeam)

    // When
    sut.presenter.textDidChange("")

    // Then
    #expect(sut.view.calls == [.setDoneEnabled(true)])
  }

  @Test func givenPositionField_whenAnotherOptionTapped_thenCheckmarkMovesAndDoneIsEnabled() {
    // Given
    let sut = SUT(field: .preferredPosition)

    // When
    sut.presenter.didSelectOption(at: 0)

    // Then
    #expect(sut.view.calls == [.showOptions(positionRows(checked: 0)), .setDoneEnabled(true)])
  }

  @Test func givenPositionField_whenCheckedOptionTappedOrNoSuchOption_thenNothingChanges() {
    // Given
    let sut = SUT(field: .preferredPosition)

    // When
    sut.presenter.didSelectOption(at: 2)
    sut.presenter.didSelectOption(at: 5)

    // Then
    #expect(sut.view.calls.isEmpty)
  }

  @Test func givenOtherOptionChosen_whenOriginalOptionTappedAgain_thenDoneIsDisabled() {
    // Given
    let sut = SUT(field: .preferredPosition)
    sut.presenter.didSelectOption(at: 4)

    // When
    sut.presenter.didSelectOption(at: 2)

    // Then
    #expect(sut.view.calls.last == .setDoneEnabled(false))
  }

  // MARK: - Done

  @Test func givenValueOnlyChangedInCase_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let sut = SUT(field: .favouriteTeam)
    sut.presenter.textDidChange("fc porto")
    sut.view.reset()

    // When
    await sut.presenter.doneTapped()

    // Then
    #expect(sut.view.calls.isEmpty)
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenChangedName_whenDoneTapped_thenOverlayGoesUpAndTheSaveIsAsked() async {
    // Given
    let sut = SUT(field: .name)
    sut.presenter.textDidChange("Bea")
    sut.view.reset()

    // When
    await sut.presenter.doneTapped()

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(sut.interactor.calls == [.saveField(value: "Bea")])
  }

  @Test func givenOtherSkillChosen_whenDoneTapped_thenTheChosenSkillIsSent() async {
    // Given
    let sut = SUT(field: .skill, of: .fixture(skill: .beginner))
    sut.presenter.didSelectOption(at: 1)

    // When
    await sut.presenter.doneTapped()

    // Then: the raw option, which the interactor applies to a copy of the player
    #expect(sut.interactor.calls == [.saveField(value: "amateur")])
  }

  @Test func givenSaved_whenInteractorAnswers_thenOverlayHidesOutputIsToldAndEditCloses() {
    // Given
    let sut = SUT(field: .name)

    // When
    sut.presenter.didSavePlayer(.completeFixture(name: "Bea"))

    // Then
    #expect(sut.view.calls == [.hideLoading])
    #expect(sut.output.updatedPlayers.map(\.name) == ["Bea"])
    #expect(sut.router.calls == [.closePlayerEdit])
  }

  @Test func givenUpdateFails_whenDoneTapped_thenErrorAlertAndNothingIsReported() {
    // Given
    let sut = SUT(field: .name)

    // When
    sut.presenter.didFailToSavePlayer()

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading,
        .showError(title: "Error update", message: "Unable to update player. Please try again."),
      ])
    #expect(sut.output.updatedPlayers.isEmpty)
    #expect(sut.router.calls.isEmpty)
  }
}
