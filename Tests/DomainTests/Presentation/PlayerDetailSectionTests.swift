import Domain
import Testing

@Suite struct PlayerDetailSectionTests {
  @Test func givenPlayerDetailsTable_whenARowIsRead_thenItsFieldIsTheSectionsRowInOrder() {
    // When
    let name = PlayerDetailSection.field(atRow: 0, inSection: 0)
    let skill = PlayerDetailSection.field(atRow: 1, inSection: 1)
    let team = PlayerDetailSection.field(atRow: 0, inSection: 2)

    // Then
    #expect(name == .name)
    #expect(skill == .skill)
    #expect(team == .favouriteTeam)
  }

  @Test func givenNoSuchRow_whenReadOrTapped_thenThereIsNoRowAndNothingIsShown() {
    // When
    let pastTheRows = PlayerDetailSection.field(atRow: 9, inSection: 0)
    let pastTheSections = PlayerDetailSection.field(atRow: 0, inSection: 3)
    let beforeTheTable = PlayerDetailSection.field(atRow: -1, inSection: -1)

    // Then
    #expect(pastTheRows == nil)
    #expect(pastTheSections == nil)
    #expect(beforeTheTable == nil)
  }
}
