import Testing

@testable import MetricsKit

/// Changed code lines counted as cloc counts them, and lines moved between files set apart.
@Suite struct CodeChangeTests {
  @Test func givenAChangeAddingCommentsAndBlankLines_whenCounted_thenOnlyCodeLinesCount() {
    // Given
    let base = "import Domain\n\nstruct Login {\n  let name: String\n}\n"
    let head =
      "import Domain\n\n/// A login.\nstruct Login {\n  // Why: the name shows.\n\n"
      + "  let name: String\n  let age: Int /* years */\n}\n"

    // When
    let change = CodeChange(base: base, head: head)

    // Then
    #expect(change.addedCount == 1)
    #expect(change.removedCount == 0)
    #expect(change.added == [["let age: Int"]])
  }

  @Test func givenAFileReindented_whenCounted_thenNothingChanged() {
    // When
    let change = CodeChange(base: "func a() {\n  b()\n}\n", head: "func a() {\n    b()\n}\n")

    // Then
    #expect(change.addedCount == 0)
    #expect(change.removedCount == 0)
  }

  @Test func givenAProtocolMovedToItsOwnFile_whenMeasured_thenNothingIsChangedAndAllIsMoved() {
    // Given
    let controllerBase = """
      import ViewKit

      /// What the presenter shows.
      @MainActor
      protocol LoginDisplayLogic: AnyObject {
        func displayLogin(viewModel: LoginScene.ViewModel)
      }

      final class LoginViewController {
        let layout = LoginLayout()
      }

      """
    let controllerHead = """
      import ViewKit

      final class LoginViewController {
        let layout = LoginLayout()
      }

      """
    let protocolHead = """
      import Domain

      /// What the presenter shows, on either UI.
      @MainActor
      protocol LoginDisplayLogic: AnyObject {
        func displayLogin(viewModel: LoginScene.ViewModel)
      }

      """

    // When
    let files = UIRewriteMeasurer.fileChanges([
      ("Sources/VIP/Login/LoginDisplayLogic.swift", nil, protocolHead),
      ("Sources/VIP/Login/LoginViewController.swift", controllerBase, controllerHead),
    ])

    // Then: only the new file's import is written; the four protocol lines moved
    #expect(files.map(\.added) == [1, 0])
    #expect(files.map(\.removed) == [0, 0])
    #expect(files.map(\.movedIn) == [4, 0])
    #expect(files.map(\.movedOut) == [0, 4])
    #expect(files.map(\.baseImports) == [nil, ["ViewKit"]])
  }

  @Test func givenALoneBraceRemovedHereAndAddedThere_whenMeasured_thenItIsNotAMove() {
    // When
    let moved = MovedLines.detect([
      CodeChange(removed: [["}"]], added: []), CodeChange(removed: [], added: [["}"]]),
    ])

    // Then
    #expect(moved.map(\.out) == [0, 0])
    #expect(moved.map(\.in) == [0, 0])
  }

  @Test func givenLinesRemovedAndAddedInTheSameFile_whenMeasured_thenTheyAreNotMoves() {
    // When
    let moved = MovedLines.detect([
      CodeChange(
        removed: [["let name = player.name.uppercased()"]],
        added: [["let name = player.name.uppercased()"]])
    ])

    // Then
    #expect(moved.map(\.out) == [0])
  }

  @Test func givenTheSameEditInTwoFiles_whenMeasured_thenNoLineMovedBetweenThem() {
    // Given: each router's diff reorders the same two lines, which also appear in the other
    let reordered = CodeChange(
      removed: [["router.viewController = view", "return view"]],
      added: [["router.viewController = view", "return view"]])

    // When
    let moved = MovedLines.detect([reordered, reordered])

    // Then
    #expect(moved.map(\.out) == [0, 0])
    #expect(moved.map(\.in) == [0, 0])
  }
}
