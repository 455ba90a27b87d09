import Foundation
import Testing

@testable import FootballGather

#if canImport(FoundationNetworking)
  /// The Linux-only workaround for Foundation's cookie folder touches that one folder only.
  @Suite struct CookieFolderCleanupTests {
    @Test
    func givenAnExecutableFolder_whenNamingTheCookieFolder_thenItIsThatFolderWithoutExtension() {
      #expect(CookieFolderCleanup.folderName(bundlePath: "/work/.build/debug") == "debug")
      #expect(CookieFolderCleanup.folderName(bundlePath: "/opt/tools/a.b.c") == "a.b")
    }

    @Test func givenFoundationMakesItsFolder_whenTheSessionIsMade_thenOnlyThatFolderIsRemoved()
      throws
    {
      // Given: while the session is made, another program makes an empty folder of its own
      let support = try makeTemporaryFolder()
      defer { try? FileManager.default.removeItem(at: support) }
      let cleanup = CookieFolderCleanup(support: support, folderName: "debug")

      // When
      cleanup.making {
        makeFolder(support.appendingPathComponent("debug"))
        makeFolder(support.appendingPathComponent("OtherApp"))
      }

      // Then
      #expect(try FileManager.default.contentsOfDirectory(atPath: support.path) == ["OtherApp"])
    }

    @Test func givenTheFolderWasThereBefore_whenTheSessionIsMade_thenItIsKept() throws {
      // Given
      let support = try makeTemporaryFolder()
      defer { try? FileManager.default.removeItem(at: support) }
      makeFolder(support.appendingPathComponent("debug"))
      let cleanup = CookieFolderCleanup(support: support, folderName: "debug")

      // When
      cleanup.making { makeFolder(support.appendingPathComponent("debug")) }

      // Then
      #expect(try FileManager.default.contentsOfDirectory(atPath: support.path) == ["debug"])
    }

    @Test func givenTheNewFolderHoldsAFile_whenTheSessionIsMade_thenItIsKept() throws {
      // Given
      let support = try makeTemporaryFolder()
      defer { try? FileManager.default.removeItem(at: support) }
      let folder = support.appendingPathComponent("debug")
      let cleanup = CookieFolderCleanup(support: support, folderName: "debug")

      // When
      cleanup.making {
        makeFolder(folder)
        _ = FileManager.default.createFile(
          atPath: folder.appendingPathComponent(".cookies.shared").path, contents: Data())
      }

      // Then
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".cookies.shared"])
    }

    private func makeFolder(_ url: URL) {
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
  }
#endif
