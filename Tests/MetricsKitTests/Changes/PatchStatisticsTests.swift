import Foundation
import Testing

@testable import MetricsKit

@Suite struct PatchStatisticsTests {
  /// A patch that changes a source file (one code line for another, plus a comment), adds a test
  /// file with a new type, and adds a non-Swift file.
  static let patch = """
    diff --git a/Sources/MVC/Login/LoginViewController.swift b/Sources/MVC/Login/LoginViewController.swift
    index 1111111..2222222 100644
    --- a/Sources/MVC/Login/LoginViewController.swift
    +++ b/Sources/MVC/Login/LoginViewController.swift
    @@ -1,4 +1,6 @@
     final class LoginViewController {
    -  let title = "Login"
    +  // The nickname is optional.
    +  let title = "Log in"
    +
       func load() {}
     }
    diff --git a/Tests/MVCTests/Login/NicknameTests.swift b/Tests/MVCTests/Login/NicknameTests.swift
    new file mode 100644
    index 0000000..3333333
    --- /dev/null
    +++ b/Tests/MVCTests/Login/NicknameTests.swift
    @@ -0,0 +1,5 @@
    +/// Checks the nickname.
    +struct NicknameTests {
    +  enum Fixture { case one }
    +  func test() {}
    +}
    diff --git a/Sources/MVC/Documentation.docc/MVC.md b/Sources/MVC/Documentation.docc/MVC.md
    new file mode 100644
    --- /dev/null
    +++ b/Sources/MVC/Documentation.docc/MVC.md
    @@ -0,0 +1 @@
    +# MVC

    """

  static let before = """
    final class LoginViewController {
      let title = "Login"
      func load() {}
    }

    """

  @Test func givenAPatch_whenParsed_thenEachFileHasItsPathKindAndLineNumbers() throws {
    // When
    let files = UnifiedDiff.parse(Self.patch)

    // Then
    #expect(
      files.map(\.path) == [
        "Sources/MVC/Login/LoginViewController.swift", "Tests/MVCTests/Login/NicknameTests.swift",
        "Sources/MVC/Documentation.docc/MVC.md",
      ])
    #expect(files.map(\.isNew) == [false, true, true])
    #expect(files[0].removedLineNumbers == [2])
    #expect(files[0].addedLineNumbers == [2, 3, 4])
    #expect(files[1].addedLineNumbers == [1, 2, 3, 4, 5])
  }

  @Test func givenTheFileBefore_whenThePatchIsApplied_thenTheTextIsTheFileAfter() throws {
    // Given
    let file = try #require(UnifiedDiff.parse(Self.patch).first)

    // When
    let after = file.applied(to: Self.before)

    // Then
    #expect(
      after == """
        final class LoginViewController {
          // The nickname is optional.
          let title = "Log in"

          func load() {}
        }

        """)
  }

  @Test func givenLinesAddedAboveTheHunk_whenThePatchIsApplied_thenItAppliesWhereItsLinesNowAre()
    throws
  {
    // Given: three lines more above the hunk than when the patch was written, as git apply allows
    let file = try #require(UnifiedDiff.parse(Self.patch).first)
    let moved = "import A\nimport B\n\n" + Self.before

    // When
    let after = file.applied(to: moved)

    // Then
    #expect(
      after == """
        import A
        import B

        final class LoginViewController {
          // The nickname is optional.
          let title = "Log in"

          func load() {}
        }

        """)
  }

  @Test func givenAFileShorterThanTheHunkSays_whenThePatchIsApplied_thenItDoesNotStopTheRun()
    throws
  {
    // Given: a hunk stated at line 40 of a two-line file whose lines are not there
    let patch = Self.patch.replacingOccurrences(of: "@@ -1,4 +1,6 @@", with: "@@ -40,4 +40,6 @@")
    let file = try #require(UnifiedDiff.parse(patch).first)

    // When
    let after = file.applied(to: "let a = 1\nlet b = 2\n")

    // Then: the old lines are kept and the hunk's new lines follow them
    #expect(after.hasPrefix("let a = 1\nlet b = 2\n"))
    #expect(after.contains("let title = \"Log in\""))
  }

  @Test func givenAPatch_whenMeasured_thenCodeAndTestLinesAreCountedWithoutBlanksOrComments() {
    // When
    let cell = PatchStatistics.measure(Self.patch) { path in
      path == "Sources/MVC/Login/LoginViewController.swift" ? Self.before : nil
    }

    // Then: one code line for one; the test file's doc comment does not count
    #expect(cell.filesTouched == 1)
    #expect(cell.filesAdded == 2)
    #expect(cell.codeAdded == 1)
    #expect(cell.codeRemoved == 1)
    #expect(cell.testAdded == 4)
    #expect(cell.testRemoved == 0)
    #expect(cell.newTypes == 2)
    #expect(cell.linesTouched == 6)
    #expect(!cell.passed)
  }

  @Test func givenAPatchThatRenamesNoType_whenMeasured_thenExtensionsAndExistingTypesAreNotNew() {
    // Given
    let patch = """
      diff --git a/Sources/MVC/A.swift b/Sources/MVC/A.swift
      --- a/Sources/MVC/A.swift
      +++ b/Sources/MVC/A.swift
      @@ -1,2 +1,4 @@
       struct A {}
      +extension A {
      +}
       let x = 1

      """

    // When
    let cell = PatchStatistics.measure(patch) { _ in "struct A {}\nlet x = 1\n" }

    // Then
    #expect(cell.newTypes == 0)
    #expect(cell.codeAdded == 2)
  }
}
