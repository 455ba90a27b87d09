import Testing

@testable import MetricsKit

@Suite struct MutantFinderTests {
  @Test func givenComparisons_whenSearched_thenEachFlipsToItsPartner() {
    // Given
    let source = """
      func f(a: Int, b: Int) -> [Bool] {
        return [a == b, a != b, a < b, a <= b, a > b, a >= b]
      }
      """

    // When
    let sites = MutantFinder.sites(in: source).filter { $0.mutation == .relational }

    // Then
    #expect(
      sites.map(\.after) == ["a != b", "a == b", "a <= b", "a < b", "a >= b", "a > b"])
    #expect(sites.allSatisfy { $0.line == 2 })
  }

  @Test func givenCommentsStringsAndDirectives_whenSearched_thenNothingThereIsMutated() {
    // Given
    let source = """
      // if a == b { true }
      /* a && b */
      let text = "a == b && true"
      #if DEBUG && true
      #endif
      """

    // When
    let sites = MutantFinder.sites(in: source)

    // Then
    #expect(sites == [])
  }

  @Test func givenDeclarationsAndGenerics_whenSearched_thenOnlyExpressionsAreMutated() {
    // Given: generic angle brackets and an arrow are not operators of an expression
    let source = """
      func f(_ x: Array<Int>) -> Dictionary<String, Int> { [:] }
      let y = x.count > 0
      """

    // When
    let sites = MutantFinder.sites(in: source)

    // Then
    #expect(sites.map(\.before) == ["x.count > 0"])
  }

  @Test func givenLogicAndArithmetic_whenSearched_thenOperandsFollowPrecedence() {
    // Given
    let source = """
      let ok = a - b + c > 0 && flag || other
      """

    // When
    let sites = MutantFinder.sites(in: source)

    // Then: the comparison's left operand is all of `a - b + c` (arithmetic binds tighter);
    // the `||` takes all of `… && flag` on its left, so it overlaps and gives way
    #expect(sites.map(\.before) == ["a - b + c > 0"])
    #expect(sites.map(\.mutation) == [.relational])
  }

  @Test func givenAdditionAfterSubtraction_whenSearched_thenTheLeftOperandTakesTheSubtraction() {
    // Given
    let source = "let total = a - b + c"

    // When
    let sites = MutantFinder.sites(in: source)

    // Then: one mutant, whose switched-off text still reads `(a - b) + c`
    #expect(sites.map(\.before) == ["a - b"])
    let written = SchemataWriter.write(source, sites: [(1, sites[0])])
    #expect(written == "let total = (__fgMutant(1) ? (a) + (b) : (a) - (b)) + c")
  }

  @Test func givenWrappersAndReplacements_whenWritten_thenEachSiteHasItsOwnSwitch() {
    // Given
    let source = "  if a == b {\n    view.show(true)\n  }"
    let sites = MutantFinder.sites(in: source)

    // When
    let written = SchemataWriter.write(
      source, sites: sites.enumerated().map { ($0.offset + 1, $0.element) })

    // Then
    #expect(
      sites.map(\.mutation) == [.negatedCondition, .relational, .removedStatement, .booleanLiteral])
    #expect(
      written == """
          if __fgMutant(1) != ((__fgMutant(2) ? (a) != (b) : (a) == (b))) {
            if !__fgMutant(3) { view.show((__fgMutant(4) ? false : true)) }
          }
        """)
  }

  @Test func givenConditions_whenSearched_thenPlainOnesAreNegatedAndBindingsAreLeftAlone() {
    // Given
    let source = """
      if isReady {
      } else if count > 2 {
      }
      guard !name.isEmpty else { return }
      if let value = optional {
      }
      while a, b {
      }
      """

    // When
    let negated = MutantFinder.sites(in: source).filter { $0.mutation == .negatedCondition }

    // Then
    #expect(
      negated.map(\.after) == ["if !(isReady)", "if !(count > 2)", "guard !(!name.isEmpty)"])
  }

  @Test func givenCallStatements_whenSearched_thenUnusedCallsCanBeRemoved() {
    // Given
    let source = """
      func go() async throws {
        view.showLoading()
        try await service.delete(player)
        let x = compute()
        super.viewDidLoad()
        items.append(
          value)
      }
      """

    // When
    let removed = MutantFinder.sites(in: source).filter { $0.mutation == .removedStatement }

    // Then
    #expect(removed.map(\.before) == ["view.showLoading()", "try await service.delete(player)"])
  }

  @Test func givenImplicitReturns_whenSearched_thenTheirOnlyStatementIsKept() {
    // Given: a closure's and a function's value, then a Void method's only call
    let source = """
      let rows = players.map {
        makeRow($0)
      }
      func makeStack() -> StackView {
        StackView(axis: .horizontal)
      }
      func loginTapped() {
        presenter.login()
      }
      """

    // When
    let removed = MutantFinder.sites(in: source).filter { $0.mutation == .removedStatement }

    // Then
    #expect(removed.map(\.before) == ["presenter.login()"])
  }

  @Test func givenBooleanLiterals_whenSearched_thenEachFlips() {
    // Given
    let source = "button.isEnabled = true\nlet off = Flag.false\n"

    // When
    let sites = MutantFinder.sites(in: source)

    // Then
    #expect(sites.map(\.after) == ["false"])
  }

  @Test func givenTheSameSource_whenSearchedTwice_thenTheMutantsAreTheSame() {
    // Given
    let source = "if a == b && c { view.show(a + b) }\n"

    // When
    let first = MutantFinder.sites(in: source)
    let second = MutantFinder.sites(in: source)

    // Then
    #expect(first == second)
    #expect(!first.isEmpty)
  }
}
