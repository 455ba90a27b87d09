import Foundation
import Testing

@testable import MetricsKit

@Suite struct RunnerOutputTests {
  @Test func givenSwiftTestListOutput_whenParsed_thenTestsAreGroupedByModule() {
    // Given
    let output = """
      [0/1] Planning build
      DomainTests.PlayerXCTests/testEmpty
      MVPTests.LoginPresenterTests/givenA_whenB_thenC()
      MVPTests.LoginPresenterTests/givenArgs_whenRun_thenOK(n:)
      Build complete!
      """

    // When
    let list = TestList(parsing: output)

    // Then
    #expect(list.modules == ["DomainTests", "MVPTests"])
    #expect(list.entries(inModule: "MVPTests").count == 2)
    #expect(list.entries.map(\.isSwiftTesting) == [false, true, true])
  }

  @Test func givenPatternAndOtherModules_whenGrouped_thenRestGetsItsOwnFilter() {
    // Given
    let list = TestList(parsing: "MVPTests.A/t()\nDomainTests.B/t()\nViewKitTests.C/testX\n")

    // When
    let groups = TestGroup.groups(for: [("MVP", "MVPTests"), ("MVC", "MVCTests")], list: list)

    // Then
    #expect(groups.map(\.name) == ["MVP", "MVC", "rest"])
    #expect(groups.map(\.entries.count) == [1, 0, 2])
    #expect(groups[2].swiftTestingFilter == "^(DomainTests|ViewKitTests)\\.")
    #expect(groups[2].xcTestSelector == "ViewKitTests.C")
  }

  @Test func givenXUnitWithAFailure_whenParsed_thenFailedTestIsNamed() {
    // Given
    let xml = """
      <testsuites><testsuite name="TestResults" tests="2" failures="1">
      <testcase classname="MVPTests.LoginTests" name="givenA_whenB_thenC()" time="0.1" />
      <testcase classname="MVPTests.LoginTests" name="givenX_whenY_thenZ(n:)" time="0.1">
      <failure message="Expectation failed: 1 == 2" /></testcase>
      </testsuite></testsuites>
      """

    // When
    let outcome = TestOutcome.parsingXUnit(xml)

    // Then
    #expect(outcome.passed == ["MVPTests.LoginTests/givenA_whenB_thenC()"])
    #expect(outcome.failed == ["MVPTests.LoginTests/givenX_whenY_thenZ(n:)"])
  }

  @Test func givenXCTestOutput_whenParsed_thenClassesMapToTheirModules() {
    // Given
    let output = """
      Test Case 'PlayerTests.testA' started at 2026-01-01 00:00:00.000
      Test Case 'PlayerTests.testA' passed (0.001 seconds)
      Test Case 'PlayerTests.testB' failed (0.002 seconds)
      """

    // When
    let outcome = TestOutcome.parsingXCTest(output, modules: ["PlayerTests": "DomainTests"])

    // Then
    #expect(
      outcome
        == TestOutcome(
          passed: ["DomainTests.PlayerTests/testA"], failed: ["DomainTests.PlayerTests/testB"]))
  }

  @Test func givenLLVMCovExport_whenParsed_thenFilesUnderRootAreKeyedRelative() throws {
    // Given
    let json = """
      {"data":[{"files":[
        {"filename":"/repo/Sources/MVP/A.swift","summary":{"lines":{"count":11,"covered":7}}},
        {"filename":"/elsewhere/B.swift","summary":{"lines":{"count":3,"covered":3}}}
      ]}]}
      """

    // When
    let coverage = try CoverageExport.parse(Data(json.utf8), root: "/repo")

    // Then
    #expect(coverage == ["Sources/MVP/A.swift": Coverage(covered: 7, executable: 11)])
  }

  @Test(arguments: [(7, 11, "63.6"), (1, 3, "33.3"), (2, 3, "66.7"), (1, 1, "100.0"), (0, 0, "–")])
  func givenCoveredAndExecutable_whenFormatted_thenOneDecimalRoundedHalfUp(
    covered: Int, executable: Int, expected: String
  ) {
    // When
    let percent = Coverage(covered: covered, executable: executable).percent

    // Then
    #expect(percent == expected)
  }
}
