import Testing

@testable import MetricsKit

@Suite struct EquivalentMutantTests {
  @Test func givenAnAnimatedFlag_whenSearched_thenItIsNotFlippedButTheCallMayStillBeRemoved() {
    // Given
    let source = """
      func show() {
        navigationController?.pushViewController(next, animated: true)
      }
      """

    // When
    let sites = MutantFinder.sites(in: source)

    // Then: no boolean flip of `animated:`; the navigation itself is still a mutant
    #expect(!sites.contains { $0.mutation == .booleanLiteral })
    #expect(sites.map(\.mutation) == [.removedStatement])
  }

  @Test func givenAnotherBooleanOnTheSameLine_whenSearched_thenThatOneIsStillFlipped() {
    // Given
    let source = "func f() { present(alert, animated: true, isModal: false) }"

    // When
    let sites = MutantFinder.sites(in: source).filter { $0.mutation == .booleanLiteral }

    // Then
    #expect(sites.map(\.before) == ["false"])
  }

  @Test func givenAStoredSurvivor_whenItsLineIsRead_thenAnAnimatedFlipIsEquivalentWithAReason() {
    // Given
    let line = "    navigationController?.popViewController(animated: true)"

    // When
    let flip = MutantFinder.equivalence(of: .booleanLiteral, before: "true", on: line)
    let removal = MutantFinder.equivalence(
      of: .removedStatement, before: "navigationController?.popViewController(animated: true)",
      on: line)
    let other = MutantFinder.equivalence(
      of: .booleanLiteral, before: "true", on: "    isEnabled = true")

    // Then
    #expect(flip == "equivalent: it flips the `animated:` argument, which ViewKit ignores")
    #expect(removal == nil)
    #expect(other == nil)
  }
}
