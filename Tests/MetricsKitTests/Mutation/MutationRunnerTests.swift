import Testing

@testable import MetricsKit

/// What `MutationRunner` reads from a failed build of the scratch copy: which mutants to drop.
@Suite struct MutationRunnerTests {
  @Test func givenCompilerOutput_whenItsErrorsAreRead_thenEachNamesItsFileFromTheScratchCopy() {
    // Given
    let output = """
      /tmp/fg-mutation-1/Sources/MVP/Login/LoginPresenter.swift:12:9: error: cannot convert
      /tmp/fg-mutation-1/Sources/MVP/Login/LoginPresenter.swift:30:1: warning: unused
      /tmp/fg-mutation-1/Sources/MVC/A.swift:7:3: error: missing return
      """

    // When
    let lines = MutationRunner.errorLines(output, scratch: "/tmp/fg-mutation-1")

    // Then
    #expect(
      lines == [
        .init(file: "Sources/MVP/Login/LoginPresenter.swift", line: 12),
        .init(file: "Sources/MVC/A.swift", line: 7),
      ])
  }
}
