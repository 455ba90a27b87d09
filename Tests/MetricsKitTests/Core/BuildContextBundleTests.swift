import Foundation
import Testing

@testable import MetricsKit

@Suite struct BuildContextBundleTests {
  /// A package folder whose debug build holds `FGPackageTests.xctest` laid out for `platform`.
  private static func package(_ platform: HostPlatform) throws -> URL {
    let root = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
      .appendingPathComponent("bundle-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
    let bundle = root.appendingPathComponent(".build/debug/FGPackageTests.xctest")
    switch platform {
    case .linux: try FakeToolchain.executable(at: bundle)
    case .darwin:
      try FakeToolchain.executable(
        at: bundle.appendingPathComponent("Contents/MacOS/FGPackageTests"))
    }
    return root
  }

  @Test func givenDarwinBuild_whenScratchBundleFound_thenItRunsThroughSwiftPMsTools() throws {
    // Given
    let fake = try FakeToolchain()
    let root = try Self.package(.darwin)
    let context = try BuildContext(
      root: root, progress: Progress(quiet: true), platform: .darwin,
      tools: fake.locator(.darwin))

    // When
    let bundle = try context.debugTestBundle(of: root)

    // Then
    let binary = root.appendingPathComponent(
      ".build/debug/FGPackageTests.xctest/Contents/MacOS/FGPackageTests")
    #expect(bundle.executable == binary)
    #expect(
      bundle.xcTest(selector: "A").executable == fake.toolchainBin.appendingPathComponent("xctest"))
    #expect(
      bundle.swiftTesting([]).executable.path
        == fake.root.path + "/Toolchain/usr/libexec/swift/pm/swiftpm-testing-helper")
  }

  @Test func givenLinuxBuild_whenScratchBundleFound_thenTheBundleFileIsItsOwnBinary() throws {
    // Given
    let fake = try FakeToolchain()
    let root = try Self.package(.linux)
    let context = try BuildContext(
      root: root, progress: Progress(quiet: true), platform: .linux, tools: fake.locator(.linux))

    // When
    let bundle = try context.debugTestBundle(of: root)

    // Then
    let file = root.appendingPathComponent(".build/debug/FGPackageTests.xctest")
    #expect(bundle == TestBundle(url: file, layout: .linux))
    #expect(bundle.swiftTesting([]).executable == file)
    #expect(fake.xcrunCalls.isEmpty)
  }

  @Test func givenDarwinBundle_whenCoverageRead_thenLLVMCovReadsTheBinaryInsideTheBundle()
    async throws
  {
    // Given: an llvm-cov that reports one file named after the binary it was handed.
    let fake = try FakeToolchain()
    try FakeToolchain.executable(
      at: fake.toolchainBin.appendingPathComponent("llvm-cov"),
      script: """
        echo '{"data":[{"files":[{"filename":"'"$4"'","summary":{"lines":{"count":4,"covered":3}}}]}]}'
        """)
    let root = try Self.package(.darwin)
    let context = try BuildContext(
      root: root, progress: Progress(quiet: true), platform: .darwin,
      tools: fake.locator(.darwin))
    let bundle = try context.debugTestBundle(of: root)
    let profile = root.appendingPathComponent("all.profdata")
    try Data().write(to: profile)
    let measurer = try CoverageMeasurer(context: context, bundle: bundle, directory: root)

    // When
    let coverage = try await measurer.coverage(profile: profile, folders: [])

    // Then
    #expect(
      coverage == [
        ".build/debug/FGPackageTests.xctest/Contents/MacOS/FGPackageTests":
          Coverage(covered: 3, executable: 4)
      ])
  }
}
