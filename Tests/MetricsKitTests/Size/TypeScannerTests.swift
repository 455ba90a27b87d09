import Testing

@testable import MetricsKit

@Suite struct TypeScannerTests {
  @Test func givenAllDeclarationKinds_whenScanned_thenEachIsFoundWithItsName() {
    // Given
    let source = SwiftSource(
      """
      final class A {}
      struct B<T: Equatable> where T: Sendable {}
      enum C { case x }
      protocol D: AnyObject {}
      actor E {}
      extension A: D {}
      """)

    // When
    let declarations = TypeScanner.declarations(in: source)

    // Then
    #expect(declarations.map(\.kind) == TypeScanner.kinds)
    #expect(declarations.map(\.name) == ["A", "B", "C", "D", "E", "A"])
  }

  @Test func givenKeywordsInCommentsStringsAndModifiers_whenScanned_thenNoneIsADeclaration() {
    // Given
    let source = SwiftSource(
      """
      /* struct Hidden { /* nested */ } */
      let text = "class Fake {"
      let raw = #"enum "Nope" {"#
      // protocol P {}
      let many = \"\"\"
        actor Q {}
        \"\"\"
      class func make() {}
      let kind = Foo.class
      """)

    // When
    let declarations = TypeScanner.declarations(in: source)

    // Then
    #expect(declarations.isEmpty)
  }

  @Test func givenTypeWithCommentsAndBlankLines_whenScanned_thenItsSizeCountsCodeLinesOnly() {
    // Given
    let source = SwiftSource(
      """
      /// Doc.
      struct Box {
        // why
        let value = 1

        /* gone */
        func f() -> String { "}" }
      }
      """)

    // When
    let declarations = TypeScanner.declarations(in: source)

    // Then
    #expect(declarations == [TypeDeclaration(kind: "struct", name: "Box", line: 2, codeLines: 4)])
  }

  @Test func givenNestedTypes_whenScanned_thenOuterSpansInner() {
    // Given
    let source = SwiftSource("enum Outer {\n  struct Inner {\n    let a = 1\n  }\n}\n")

    // When
    let declarations = TypeScanner.declarations(in: source)

    // Then
    #expect(declarations.map(\.codeLines) == [5, 3])
  }
}
