import Foundation
import Testing

@testable import MetricsKit

@Suite struct ToolLocatorTests {
  @Test func givenDarwin_whenLLVMToolLocated_thenXcrunsAnswerWinsOverTheOneBesideSwift() throws {
    // Given
    let fake = try FakeToolchain()

    // When
    let cov = try fake.locator(.darwin).llvmTool("llvm-cov")

    // Then
    #expect(cov == fake.toolchainBin.appendingPathComponent("llvm-cov"))
    #expect(fake.xcrunCalls == ["--find llvm-cov"])
  }

  @Test func givenLinux_whenLLVMToolLocated_thenTheOneBesideSwiftIsUsedAndXcrunIsNotAsked() throws {
    // Given
    let fake = try FakeToolchain()

    // When
    let profdata = try fake.locator(.linux).llvmTool("llvm-profdata")

    // Then
    #expect(profdata == fake.linuxBin.appendingPathComponent("llvm-profdata"))
    #expect(fake.xcrunCalls.isEmpty)
  }

  @Test func givenDarwinWhereXcrunKnowsNoSuchTool_whenLocated_thenItIsReportedMissing() throws {
    // Given
    let fake = try FakeToolchain(xcrunFinds: [])

    // When / Then
    #expect(throws: MetricsError.missingTool("llvm-symbolizer")) {
      try fake.locator(.darwin).llvmTool("llvm-symbolizer")
    }
  }

  @Test func givenDarwin_whenTestToolsLocated_thenSwiftPMsHelpersAreBesideTheRealSwift() throws {
    // Given
    let fake = try FakeToolchain()

    // When
    let tools = try fake.locator(.darwin).darwinTestTools()

    // Then
    let helpers = fake.root.appendingPathComponent("Toolchain/usr/libexec/swift/pm")
    #expect(
      tools
        == DarwinTestTools(
          xctest: fake.toolchainBin.appendingPathComponent("xctest"),
          testingHelper: helpers.appendingPathComponent("swiftpm-testing-helper"),
          xctestHelper: helpers.appendingPathComponent("swiftpm-xctest-helper"),
          platform: fake.platform))
  }
}
