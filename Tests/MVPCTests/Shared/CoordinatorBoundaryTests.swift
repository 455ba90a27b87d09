import Foundation
import Testing

/// MVP-C's rule, read from its sources: only coordinators and `App/` build another screen's view
/// controller or move the navigation stack; no view, presenter or view controller knows which
/// screen comes next.
@Suite struct CoordinatorBoundaryTests {
  private static let screens = [
    "Login", "PlayerList", "PlayerDetail", "PlayerEdit", "PlayerAdd", "ConfirmPlayers", "Gather",
  ]
  private static let stackMoves = [
    "pushViewController", "popViewController", "popToViewController", "popToRootViewController",
    "setViewControllers",
  ]

  /// `Sources/MVPC`, found from this file's place in the repository.
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/MVPC")

  /// Every Swift file of MVP-C outside `App/` that is not a coordinator, with its screen folder.
  private func screenFiles() throws -> [(path: String, folder: String, text: String)] {
    let paths = FileManager.default.subpaths(atPath: Self.sources.path) ?? []
    return try paths.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Coordinator.swift") }
      .filter { !$0.hasPrefix("App/") }
      .sorted()
      .map { path in
        let text = try String(
          contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
        return (path, String(path.prefix { $0 != "/" }), text)
      }
  }

  @Test func givenMVPCSources_whenRead_thenEveryScreenFolderAndAppAreThere() throws {
    // Given, When
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)

    // Then
    #expect(Set(Self.screens + ["App", "Shared"]).isSubset(of: Set(folders)))
    #expect(try screenFiles().count >= Self.screens.count * 3)
  }

  @Test func givenFilesOtherThanCoordinatorsAndApp_whenScanned_thenNoneMovesTheStack() throws {
    // Given
    let files = try screenFiles()

    // When
    let breaks = files.flatMap { file in
      Self.stackMoves.filter { file.text.contains("\($0)(") }.map { "\(file.path): \($0)" }
    }

    // Then
    #expect(breaks == [])
  }

  @Test func givenFilesOtherThanCoordinatorsAndApp_whenScanned_thenNoneBuildsAnotherScreen()
    throws
  {
    // Given
    let files = try screenFiles()

    // When
    let breaks = files.flatMap { file in
      Self.screens.filter { $0 != file.folder }
        .filter { file.text.contains("\($0)ViewController(") }
        .map { "\(file.path): \($0)ViewController" }
    }

    // Then
    #expect(breaks == [])
  }
}
