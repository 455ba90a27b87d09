import Foundation
import Testing

@testable import MetricsKit

@Suite struct TestBundleTests {
  private let tools = DarwinTestTools(
    xctest: URL(fileURLWithPath: "/X/usr/bin/xctest"),
    testingHelper: URL(fileURLWithPath: "/T/libexec/swift/pm/swiftpm-testing-helper"),
    xctestHelper: URL(fileURLWithPath: "/T/libexec/swift/pm/swiftpm-xctest-helper"),
    platform: URL(fileURLWithPath: "/P/MacOSX.platform"))
  private let frameworks = [
    "DYLD_FRAMEWORK_PATH": "/P/MacOSX.platform/Developer/Library/Frameworks",
    "DYLD_LIBRARY_PATH": "/P/MacOSX.platform/Developer/usr/lib",
  ]

  @Test func givenLinuxBundle_whenCommandsMade_thenTheBundleRunsItselfWithTheArgumentsOfBefore() {
    // Given
    let url = URL(fileURLWithPath: "/bin/FGPackageTests.xctest")
    let bundle = TestBundle(url: url, layout: .linux)

    // When
    let swiftTesting = bundle.swiftTesting(["--filter", "^(MVPTests)\\."])
    let xcTest = bundle.xcTest(selector: "ViewKitTests.A,ViewKitTests.B")
    let list = bundle.listXCTests(into: URL(fileURLWithPath: "/tmp/unused.json"))

    // Then
    #expect(bundle.executable == url)
    #expect(
      swiftTesting
        == TestCommand(
          executable: url,
          arguments: ["--testing-library", "swift-testing", "--filter", "^(MVPTests)\\."]))
    #expect(xcTest == TestCommand(executable: url, arguments: ["ViewKitTests.A,ViewKitTests.B"]))
    #expect(list == TestCommand(executable: url, arguments: ["--list-tests"]))
  }

  @Test func givenDarwinBundleFolder_whenExecutableAsked_thenItIsTheBinaryInsideContentsMacOS()
    throws
  {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundle-\(UUID().uuidString)")
    let url = folder.appendingPathComponent("FGPackageTests.xctest")
    try FakeToolchain.executable(at: url.appendingPathComponent("Contents/MacOS/FGPackageTests"))
    let bundle = TestBundle(url: url, layout: .darwin(tools))

    // When
    let executable = bundle.executable

    // Then
    #expect(executable.path == url.path + "/Contents/MacOS/FGPackageTests")
    #expect(FileManager.default.isExecutableFile(atPath: executable.path))
  }

  @Test func givenDarwinBundle_whenSwiftTestingCommandMade_thenSwiftPMsHelperRunsItsBinary() {
    // Given
    let bundle = TestBundle(url: URL(fileURLWithPath: "/b/FG.xctest"), layout: .darwin(tools))

    // When
    let command = bundle.swiftTesting(["--filter", "^(MVPTests)\\."])

    // Then
    let binary = "/b/FG.xctest/Contents/MacOS/FG"
    #expect(
      command
        == TestCommand(
          executable: tools.testingHelper,
          arguments: [
            "--test-bundle-path", binary, "--filter", "^(MVPTests)\\.", binary,
            "--testing-library", "swift-testing",
          ],
          environment: frameworks))
  }

  @Test func givenDarwinBundle_whenXCTestCommandMade_thenXctestGetsTheSelectorThenTheBundle() {
    // Given
    let bundle = TestBundle(url: URL(fileURLWithPath: "/b/FG.xctest"), layout: .darwin(tools))

    // When
    let command = bundle.xcTest(selector: "ViewKitTests.A,ViewKitTests.B")

    // Then
    #expect(
      command
        == TestCommand(
          executable: tools.xctest,
          arguments: ["-XCTest", "ViewKitTests.A,ViewKitTests.B", "/b/FG.xctest"],
          environment: frameworks.merging(["SWIFT_TESTING_ENABLED": "0"]) { $1 }))
  }

  @Test func givenXCTestHelperJSON_whenListedOnDarwin_thenTestsReadAsSwiftTestListsThem() throws {
    // Given
    let bundle = TestBundle(url: URL(fileURLWithPath: "/b/FG.xctest"), layout: .darwin(tools))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("xctests-\(UUID().uuidString).json")
    let command = bundle.listXCTests(into: file)
    try Data(
      """
      {"name": "All Tests", "tests": [{"name": "FG.xctest", "tests": [
        {"name": "ViewKitTests.LabelTests", "tests": [{"name": "testText"}, {"name": "testFont"}]},
        {"name": "EmptyTests", "tests": []}
      ]}]}
      """.utf8
    ).write(to: file)

    // When
    let listed = try bundle.listedXCTests(stdout: "loading the bundle…\n", file: file)

    // Then
    #expect(command.executable == tools.xctestHelper)
    #expect(command.arguments == ["/b/FG.xctest", file.path])
    #expect(
      TestList(parsing: listed).entries.map(\.identifier) == [
        "ViewKitTests.LabelTests/testText", "ViewKitTests.LabelTests/testFont",
      ])
  }

  @Test func givenLinuxBundle_whenXCTestsListed_thenWhatItPrintedIsReadAsIs() throws {
    // Given
    let bundle = TestBundle(url: URL(fileURLWithPath: "/b/FG.xctest"), layout: .linux)

    // When
    let listed = try bundle.listedXCTests(
      stdout: "ViewKitTests.LabelTests/testText\n", file: URL(fileURLWithPath: "/nonexistent"))

    // Then
    #expect(listed == "ViewKitTests.LabelTests/testText\n")
  }
}
