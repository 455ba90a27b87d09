import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct PlayerEditPresenterTests {
  private func makeSUT() -> (sut: PlayerEditPresenter, viewController: PlayerEditDisplayLogicSpy) {
    let viewController = PlayerEditDisplayLogicSpy()
    let sut = PlayerEditPresenter()
    sut.viewController = viewController
    return (sut, viewController)
  }

  @Test func givenAgeField_whenPresented_thenRowTitleTextWithTheOriginalAsPlaceholder() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentField(
      response: .init(
        field: .age, originalValue: "27", text: "3", selectedOptionIndex: nil, canSave: true))

    // Then
    #expect(
      viewController.calls == [
        .displayField(
          .init(
            title: "Age", field: .age, editor: .textField(text: "3", placeholder: "27"),
            isDoneEnabled: true))
      ])
  }

  @Test func givenPositionField_whenPresented_thenCapitalizedOptionsWithCurrentOneChecked() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentField(
      response: .init(
        field: .preferredPosition, originalValue: "Midfielder", text: "Midfielder",
        selectedOptionIndex: 2, canSave: false))

    // Then
    #expect(
      viewController.calls == [
        .displayField(
          .init(
            title: "Preferred position", field: .preferredPosition,
            editor: .options([
              .init(title: "Goalkeeper", isChecked: false),
              .init(title: "Defender", isChecked: false),
              .init(title: "Midfielder", isChecked: true),
              .init(title: "Winger", isChecked: false),
              .init(title: "Striker", isChecked: false),
            ]), isDoneEnabled: false))
      ])
  }

  @Test func givenPlayerWithoutSkill_whenSkillOptionsArePresented_thenNoneIsChecked() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentField(
      response: .init(
        field: .skill, originalValue: "", text: "", selectedOptionIndex: nil, canSave: false))

    // Then
    #expect(
      viewController.calls == [
        .displayField(
          .init(
            title: "Skill", field: .skill,
            editor: .options([
              .init(title: "Beginner", isChecked: false),
              .init(title: "Amateur", isChecked: false),
              .init(title: "Professional", isChecked: false),
            ]), isDoneEnabled: false))
      ])
  }

  @Test func givenSavedOrFailed_whenSavePresented_thenNoAlertOrTheFixedUpdateAlert() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentSaveField(response: .init(error: nil))
    sut.presentSaveField(response: .init(error: .notFound))

    // Then
    #expect(
      viewController.calls == [
        .displaySaveField(.init(alert: nil)),
        .displaySaveField(
          .init(
            alert: AlertMessage(
              title: "Error update", message: "Unable to update player. Please try again."))),
      ])
  }

  @Test func givenAnUpdate_whenLoadingStartsAndEnds_thenOverlayIsShownThenHidden() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentLoading(response: .init(isLoading: true))
    sut.presentLoading(response: .init(isLoading: false))

    // Then
    #expect(
      viewController.calls == [
        .displayLoading(.init(showsOverlay: true)), .displayLoading(.init(showsOverlay: false)),
      ])
  }
}
