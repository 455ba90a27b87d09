import Domain
import TestSupport
import Testing

@Suite struct PlayerFieldTests {
  @Test func givenACompletePlayer_whenReadingRowValues_thenTitlesAndShownValuesMatchTheSpec() {
    // Given
    let player = Player.completeFixture()

    // When
    let rows = PlayerDetailSection.allCases.flatMap(\.fields).map {
      ($0.title, $0.value(of: player))
    }

    // Then
    #expect(rows.map(\.0) == ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
    #expect(rows.map(\.1) == ["Ana", "27", "Midfielder", "Professional", "FC Porto"])
    #expect(PlayerDetailSection.allCases.map(\.header) == ["PERSONAL", "PLAY", "LIKES"])
  }

  @Test func givenAnEmptyPlayer_whenReadingRowValues_thenUnsetFieldsAreEmptyAndNoOptionIsChosen() {
    // Given
    let player = Player.fixture(name: "Carla")

    // When / Then
    #expect(PlayerField.age.value(of: player) == "")
    #expect(PlayerField.skill.value(of: player) == "")
    #expect(PlayerField.skill.selectedOptionIndex(for: player) == nil)
    #expect(PlayerField.name.selectedOptionIndex(for: player) == nil)
  }

  @Test func givenSelectionFields_whenReadingOptions_thenRawValuesInEnumOrderAndCapitalizedTitles()
  {
    // Given
    let player = Player.fixture(skill: .amateur, position: .winger)

    // When / Then
    #expect(PlayerField.preferredPosition.options == PlayerPosition.allCases.map(\.rawValue))
    #expect(PlayerField.skill.optionTitles == ["Beginner", "Amateur", "Professional"])
    #expect(PlayerField.preferredPosition.selectedOptionIndex(for: player) == 3)
    #expect(PlayerField.skill.selectedOptionIndex(for: player) == 1)
    #expect(PlayerField.favouriteTeam.optionTitles.isEmpty)
    #expect(!PlayerField.age.isSelection)
  }

  @Test func givenEdits_whenCheckingDone_thenItIsEnabledOnlyForACaseInsensitiveChange() {
    // Given
    let field = PlayerField.favouriteTeam

    // When / Then
    #expect(!field.canSave("fc porto", original: "FC Porto"))
    #expect(field.canSave("Benfica", original: "FC Porto"))
    #expect(field.canSave("", original: "FC Porto"))
    #expect(!PlayerField.name.canSave("", original: "Ana"))
    #expect(PlayerField.skill.canSave("amateur", original: "Professional"))
    #expect(!PlayerField.skill.canSave("professional", original: "Professional"))
  }

  @Test func givenNewValues_whenApplying_thenACopyIsChangedAndAgeThatIsNotAnIntIsNil() {
    // Given
    let player = Player.completeFixture()

    // When
    let renamed = PlayerField.name.applying("Anabela", to: player)
    let noAge = PlayerField.age.applying("twenty", to: player)
    let olderAge = PlayerField.age.applying("28", to: player)
    let team = PlayerField.favouriteTeam.applying("", to: player)
    let position = PlayerField.preferredPosition.applying("Goalkeeper", to: player)
    let skill = PlayerField.skill.applying("beginner", to: player)
    let unknown = PlayerField.skill.applying("legend", to: player)

    // Then
    #expect(renamed.name == "Anabela")
    #expect(player.name == "Ana")
    #expect(noAge.age == nil)
    #expect(olderAge.age == 28)
    #expect(team.favouriteTeam == "")
    #expect(position.preferredPosition == .goalkeeper)
    #expect(skill.skill == .beginner)
    #expect(unknown.hasSameContents(as: player))
  }
}
