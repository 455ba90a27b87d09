import Testing

@testable import FootballGather

/// How a typed name picks an element, apart from any screen.
@MainActor @Suite struct NameLookupTests {
  private let login = NameLookup.Candidate(
    number: 3, label: "Login", identifier: "login.loginButton")
  private let remember = NameLookup.Candidate(
    number: 4, label: nil, identifier: "login.rememberMe")
  private let register = NameLookup.Candidate(
    number: 5, label: "Register", identifier: "login.registerButton")
  private var candidates: [NameLookup.Candidate] { [login, remember, register] }

  @Test(arguments: [
    "Login", "LOGIN", "log", "loginButton", "login button", "login.loginButton", "login.log",
  ])
  func givenANameOfTheLoginButton_whenLookedUp_thenItIsTheLoginButton(name: String) {
    // When
    let match = NameLookup.match(name, among: candidates)
    // Then
    #expect(match == .one(login))
  }

  @Test(arguments: ["remember", "Remember Me", "rememberme", "login.rememberMe", "login.rem"])
  func givenANameOfTheSwitch_whenLookedUp_thenItIsTheSwitch(name: String) {
    // When
    let match = NameLookup.match(name, among: candidates)
    // Then
    #expect(match == .one(remember))
  }

  @Test(arguments: ["teamA", "team a", "Team  A Stepper", "teamastepper"])
  func givenAnIdentifierInCamelCase_whenNamedInItsWords_thenItIsFound(name: String) {
    // Given
    let stepperA = NameLookup.Candidate(number: 2, label: nil, identifier: "gather.teamAStepper")
    let stepperB = NameLookup.Candidate(number: 3, label: nil, identifier: "gather.teamBStepper")
    // When
    let match = NameLookup.match(name, among: [stepperA, stepperB])
    // Then
    #expect(match == .one(stepperA))
  }

  @Test func givenAWordSplitInTwo_whenLookedUp_thenItDoesNotNameTheWholeWord() {
    // Given
    let password = NameLookup.Candidate(number: 2, label: nil, identifier: "login.password")
    // When
    let match = NameLookup.match("pass word", among: [password])
    // Then: spaces count, so `type pass word` types "word" into the password field
    #expect(match == .none)
  }

  @Test func givenAWholeNameOfOneAndTheStartOfAnother_whenLookedUp_thenTheWholeNameWins() {
    // Given
    let ana = NameLookup.Candidate(number: 3, label: "Ana", identifier: nil)
    let anabela = NameLookup.Candidate(number: 7, label: "Anabela", identifier: nil)
    // When / Then
    #expect(NameLookup.match("ana", among: [anabela, ana]) == .one(ana))
    #expect(NameLookup.match("anab", among: [anabela, ana]) == .one(anabela))
  }

  @Test func givenTheStartOfSeveralNames_whenLookedUp_thenAllAreGivenAndListedWithNumbers() {
    // Given
    let abe = NameLookup.Candidate(number: 3, label: "Abe", identifier: nil)
    let abby = NameLookup.Candidate(number: 7, label: "Abby", identifier: nil)
    // When
    let match = NameLookup.match("ab", among: [abe, abby])
    // Then
    #expect(match == .several([abe, abby]))
    #expect(NameLookup.list([abe, abby]) == "3 Abe, 7 Abby")
  }

  @Test(arguments: ["", "  ", "x", "login.x", "screen", "Button"])
  func givenANameOfNothing_whenLookedUp_thenNothingMatches(name: String) {
    // When
    let match = NameLookup.match(name, among: candidates)
    // Then: the screen prefix alone, or a name's inside, names nothing
    #expect(match == .none)
  }

  @Test func givenTheSameLabelTwice_whenListed_thenTheIdentifiersTellThemApart() {
    // Given
    let cancel = NameLookup.Candidate(number: 4, label: "Cancel", identifier: "gather.cancelButton")
    let pickerCancel = NameLookup.Candidate(
      number: 9, label: "Cancel", identifier: "gather.pickerCancel")
    // When
    let list = NameLookup.list([cancel, pickerCancel, remember])
    // Then
    #expect(list == "4 Cancel (cancelButton), 9 Cancel (pickerCancel), 4 rememberMe")
  }

  @Test func givenMoreCandidatesThanTheLimit_whenListed_thenTheRestAreCounted() {
    // Given
    let rows = (1...12).map { NameLookup.Candidate(number: $0, label: "P\($0)", identifier: nil) }
    // When
    let list = NameLookup.list(rows, limit: 3)
    // Then
    #expect(list == "1 P1, 2 P2, 3 P3, and 9 more")
  }
}
