import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteCommandTests {
  @Test func theSiteIsWrittenUnderTheRootFromTheCheckoutsFiles() throws {
    // Given a checkout holding the fixture's MVC Login controller
    let path = "Sources/MVC/Login/LoginViewController.swift"
    let root = try PackageTree.make([path: "final class LoginViewController<Model> {}\n"])
    let content = SiteFixture.content()
    // When the command writes the site into a folder given relative to the root
    try SiteCommand.writeSite(
      content.report, config: content.config, root: root, to: "out/site",
      progress: Progress(quiet: true))
    // Then the overview is there, and the pair page quotes the file read from the checkout
    let site = root.appendingPathComponent("out/site")
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    let login = try String(
      contentsOf: site.appendingPathComponent("screens/Login/MVC-MVP.html"), encoding: .utf8)
    #expect(login.contains("LoginViewController&lt;Model&gt;"))
    #expect(!login.contains(root.path))
  }
}
