import Foundation
import Testing

@testable import MetricsKit

@Suite struct GroupRunProfilesTests {
  @Test func givenGroupsWhoseNamesShareAPrefix_whenListingProfiles_thenEachGetsOnlyItsOwn() throws {
    // Given
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = [
      "MVP-st-10.profraw", "MVP-xc-11.profraw", "MVP-C-st-12.profraw", "MVP-C-xc-13.profraw",
      "MVP-xunit.xml",
    ]
    for name in names {
      try Data().write(to: directory.appendingPathComponent(name))
    }

    // When
    let mvp = GroupRun.profiles(in: directory, group: "MVP").map(\.lastPathComponent)
    let mvpc = GroupRun.profiles(in: directory, group: "MVP-C").map(\.lastPathComponent)

    // Then
    #expect(mvp == ["MVP-st-10.profraw", "MVP-xc-11.profraw"])
    #expect(mvpc == ["MVP-C-st-12.profraw", "MVP-C-xc-13.profraw"])
  }
}
