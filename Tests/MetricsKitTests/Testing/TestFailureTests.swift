import Foundation
import Testing

@testable import MetricsKit

/// When tests fail under `scripts/metrics`, each failure says what went wrong and where.
@Suite struct TestFailureTests {
  @Test func givenSwiftTestingsEventStream_whenIssuesAreAdded_thenEachFailureHasItsMessageAndPlace()
  {
    // Given
    var outcome = TestOutcome.parsingXUnit(
      """
      <testsuites><testsuite name="TestResults" tests="2" failures="1">
      <testcase classname="LTests.Alpha" name="givenA_whenB_thenC()" time="0.1">
      <failure message="Expectation failed: (value &#8594; 1) == 2 (error): the count" />
      </testcase>
      <testcase classname="LTests.Beta" name="givenA_whenB_thenC()" time="0.1" />
      </testsuite></testsuites>
      """)
    let stream = #"""
      {"kind":"event","payload":{"kind":"testStarted","testID":"LTests.Alpha\/givenA_whenB_thenC()\/T.swift:4:4"},"version":0}
      {"kind":"event","payload":{"_comments":["the count"],"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/repo\/Tests\/LTests\/T.swift","column":5,"fileID":"LTests\/T.swift","line":6}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (value → 1) == 2"},{"symbol":"details","text":"the count"}],"testID":"LTests.Alpha\/givenA_whenB_thenC()\/T.swift:4:4"},"version":0}
      """#

    // When
    outcome.addIssues(fromEventStream: stream, root: "/repo")

    // Then
    #expect(
      outcome.failures == [
        TestFailure(
          test: "LTests.Alpha/givenA_whenB_thenC()",
          issues: ["Tests/LTests/T.swift:6:5: Expectation failed: (value → 1) == 2: the count"])
      ])
  }

  @Test func givenXCTestOutputWithAnError_whenParsed_thenTheFailureHasItsMessageAndPlace() {
    // Given
    let output = """
      Test Case 'XTests.testFails' started at 2026-11-25 18:13:05.557
      /repo/Tests/LTests/T.swift:16: error: XTests.testFails : XCTAssertEqual failed: ("1") is not equal to ("2") - one is not two
      Test Case 'XTests.testFails' failed (0.001 seconds)
      """

    // When
    let outcome = TestOutcome.parsingXCTest(output, modules: ["XTests": "LTests"])

    // Then
    #expect(
      outcome.failures == [
        TestFailure(
          test: "LTests.XTests/testFails",
          issues: [
            #"/repo/Tests/LTests/T.swift:16: XCTAssertEqual failed: ("1") is not equal to ("2") - one is not two"#
          ])
      ])
  }

  @Test func givenFailedTests_whenTheErrorIsShown_thenEachTestIsFollowedByItsIssues() {
    // Given
    let error = MetricsError.testsFailed([
      TestFailure(test: "A.S/t()", issues: ["Tests/A/S.swift:6:5: Expectation failed: 1 == 2"]),
      TestFailure(test: "A.S/u()", issues: []),
    ])

    // When
    let text = error.description

    // Then
    #expect(
      text == """
        tests failed, no report written:
          ✘ A.S/t()
              Tests/A/S.swift:6:5: Expectation failed: 1 == 2
          ✘ A.S/u()
        """)
  }
}
