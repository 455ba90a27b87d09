import Foundation
import Testing

@testable import Domain

/// The file rules that differ between Linux and Darwin, chosen through `FilePlatform`.
@Suite struct FilePlatformTests {
  @Test func givenEachPlatform_whenAskingItsLinkLimit_thenItIsItsKernelsMaxSymlinks() {
    #expect(FilePlatform.linux.maximumLinks == 40)
    #expect(FilePlatform.darwin.maximumLinks == 32)
  }

  @Test func givenAChainOf35Links_whenResolvingIt_thenLinuxFollowsItAndDarwinCallsItALoop() throws {
    // Given: link0 → link1 → … → link34 → data.json
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("{}".utf8).write(to: folder.file("data.json"))
    for index in 0..<35 {
      let destination = index == 34 ? "data.json" : "link\(index + 1)"
      try FileManager.default.createSymbolicLink(
        atPath: folder.file("link\(index)").path, withDestinationPath: destination)
    }
    let start = folder.file("link0").path

    // When
    let onLinux = try POSIXFile.resolvingLinks(start, maximumLinks: FilePlatform.linux.maximumLinks)

    // Then
    #expect(onLinux == folder.file("data.json").path)
    #expect(throws: StorageProblem.linkLoop) {
      try POSIXFile.resolvingLinks(start, maximumLinks: FilePlatform.darwin.maximumLinks)
    }
  }

  @Test func givenDarwin_whenFlushing_thenTheDriveCacheIsFlushedAndFsyncIsNotNeeded() {
    // Given
    let calls = CallLog()
    let flush = calls.flushCalls(fullSyncResult: 0)

    // When
    let result = flush.flush(7, on: .darwin)

    // Then
    #expect(result == 0)
    #expect(calls.names == ["fullSync 7"])
  }

  @Test func givenDarwinOnAVolumeWithoutFullSync_whenFlushing_thenItFallsBackToFsync() {
    // Given
    let calls = CallLog()
    let flush = calls.flushCalls(fullSyncResult: -1)

    // When
    let result = flush.flush(7, on: .darwin)

    // Then
    #expect(result == 0)
    #expect(calls.names == ["fullSync 7", "fsync 7"])
  }

  @Test func givenLinux_whenFlushing_thenOnlyFsyncIsCalled() {
    // Given
    let calls = CallLog()
    let flush = calls.flushCalls(fullSyncResult: 0)

    // When
    let result = flush.flush(7, on: .linux)

    // Then
    #expect(result == 0)
    #expect(calls.names == ["fsync 7"])
  }
}

/// Records the flush calls made, in order.
private final class CallLog: Sendable {
  private let log = Locked<[String]>([])

  var names: [String] { log.withLock { $0 } }

  func flushCalls(fullSyncResult: Int32) -> FlushCalls {
    FlushCalls(
      fullSync: { descriptor in
        self.log.withLock { $0.append("fullSync \(descriptor)") }
        return fullSyncResult
      },
      fsync: { descriptor in
        self.log.withLock { $0.append("fsync \(descriptor)") }
        return 0
      })
  }
}
