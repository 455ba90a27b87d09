import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerScreensLayoutTests {
  @Test func givenPlayerDetailLayout_whenInstalled_thenOnlyTheGroupedTableIsShown() {
    // Given
    let layout = PlayerDetailLayout()
    let host = LayoutHost(layout)

    // When
    host.loadViewIfNeeded()

    // Then
    #expect(host.view.subviews.count == 1)
    #expect(layout.table.identifier == "playerDetail.table")
    #expect(layout.table.style == .grouped)
  }

  @Test func givenATextField_whenPlayerEditLayoutIsBuilt_thenTheTextFieldHoldsTheValueAndDoneIsOff()
  {
    // Given / When
    let layout = PlayerEditLayout(field: .name, text: "Ana")

    // Then
    #expect(!layout.textField.isHidden)
    #expect(layout.options.isHidden)
    #expect(layout.textField.text == "Ana")
    #expect(layout.textField.placeholder == "Ana")
    #expect(!layout.doneButton.isEnabled)
    #expect(layout.rightBarButtonItem === layout.doneButton)
  }

  @Test func givenASelectionField_whenPlayerEditLayoutIsBuilt_thenOnlyTheOptionsShow() {
    // Given / When
    let layout = PlayerEditLayout(field: .skill, text: "")

    // Then
    #expect(layout.textField.isHidden)
    #expect(!layout.options.isHidden)
    #expect(layout.options.identifier == "playerEdit.options")
  }

  @Test func givenPlayerAddLayout_whenInstalled_thenTheNameFieldAndADisabledDone() {
    // Given
    let layout = PlayerAddLayout()
    let host = LayoutHost(layout)

    // When
    host.loadViewIfNeeded()

    // Then
    #expect(host.navigationItem.rightBarButtonItem === layout.doneButton)
    #expect(!layout.doneButton.isEnabled)
    #expect(layout.nameField.placeholder == PlayerAddTexts.namePlaceholder)
    #expect(layout.nameField.identifier == "playerAdd.name")
  }

  @Test func givenConfirmPlayersLayout_whenBuilt_thenTheTableIsInReorderModeAboveStart() {
    // Given / When
    let layout = ConfirmPlayersLayout()

    // Then
    #expect(layout.table.isEditing)
    #expect(
      layout.arrangedViews.map(ObjectIdentifier.init) == [
        ObjectIdentifier(layout.table), ObjectIdentifier(layout.startButton),
      ])
    #expect(layout.startButton.title == ConfirmPlayersTexts.startButton)
  }
}
