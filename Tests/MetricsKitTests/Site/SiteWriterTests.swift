import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteWriterTests {
  private static let files: [(path: String, text: String)] = [
    ("index.html", "<p>one</p>"), ("screens/Login.html", "<p>two</p>"),
  ]

  @Test func aNewFolderIsWrittenAndMarked() throws {
    // Given a folder that does not exist yet
    let root = try PackageTree.make([:])
    let folder = root.appendingPathComponent("site")
    // When the site is written
    try SiteWriter.write(Self.files, to: folder)
    // Then its pages and the marker are there
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index == "<p>one</p>")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(".metrics-site").path))
  }

  @Test func aPreviousSiteIsRewrittenAndOtherFilesLeftAlone() throws {
    // Given a site written once, and a file someone added beside it
    let root = try PackageTree.make(["site/notes.txt": "mine"])
    let folder = root.appendingPathComponent("site")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
    try SiteWriter.write(Self.files, to: folder)
    try PackageTree.write("mine", to: "site/notes.txt", in: root)
    // When it is written again with new text
    try SiteWriter.write([("index.html", "<p>new</p>")], to: folder)
    // Then the page changed and the other file is untouched
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index == "<p>new</p>")
    let notes = try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8)
    #expect(notes == "mine")
  }

  @Test func aForeignNonEmptyFolderIsRefusedAndLeftAsItWas() throws {
    // Given a folder with someone's index.html and no marker
    let root = try PackageTree.make(["docs/index.html": "theirs"])
    let folder = root.appendingPathComponent("docs")
    // When the site is written there
    #expect(throws: MetricsError.self) { try SiteWriter.write(Self.files, to: folder) }
    // Then the message says why, and their file is unchanged
    do {
      try SiteWriter.write(Self.files, to: folder)
    } catch {
      #expect(error.description.contains("not empty and has no .metrics-site"))
    }
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index == "theirs")
  }

  @Test func aFileInAPreviousSiteThatTheSiteDidNotWriteIsNeverOverwritten() throws {
    // Given a previous site and a page-named file added by hand
    let root = try PackageTree.make([:])
    let folder = root.appendingPathComponent("site")
    try SiteWriter.write([("index.html", "<p>one</p>")], to: folder)
    try PackageTree.write("hand-made", to: "site/mutants.html", in: root)
    // When a site that has that page is written
    #expect(throws: MetricsError.self) {
      try SiteWriter.write([("mutants.html", "<p>generated</p>")], to: folder)
    }
    // Then the hand-made file is kept
    let kept = try String(
      contentsOf: folder.appendingPathComponent("mutants.html"), encoding: .utf8)
    #expect(kept == "hand-made")
  }
}

@Suite struct SiteWriterFolderTests {
  @Test func aStagedFolderIsMovedInAndReplacesThePreviousRunsOne() throws {
    // Given a site with MVC's DocC pages from an earlier run, and new ones staged
    let root = try PackageTree.make([
      "staged/old/index.html": "old", "staged/new/index.html": "new",
    ])
    let folder = root.appendingPathComponent("site")
    let old = root.appendingPathComponent("staged/old")
    try SiteWriter.write([("index.html", "1")], folders: [("docs/MVC", old)], to: folder)
    // When the site is written again with the new pages
    let new = root.appendingPathComponent("staged/new")
    try SiteWriter.write([("index.html", "2")], folders: [("docs/MVC", new)], to: folder)
    // Then the new pages replaced the old ones
    let page = folder.appendingPathComponent("docs/MVC/index.html")
    #expect(try String(contentsOf: page, encoding: .utf8) == "new")
  }

  @Test func aDocsFolderTheSiteDidNotWriteIsRefused() throws {
    // Given a previous site beside someone's own docs/MVC folder
    let root = try PackageTree.make(["staged/index.html": "new"])
    let folder = root.appendingPathComponent("site")
    try SiteWriter.write([("index.html", "1")], to: folder)
    try PackageTree.write("mine", to: "site/docs/MVC/index.html", in: root)
    // When DocC pages are to be moved there
    let staged = root.appendingPathComponent("staged")
    // Then the run is refused and the folder kept
    #expect(throws: MetricsError.self) {
      try SiteWriter.write([("index.html", "2")], folders: [("docs/MVC", staged)], to: folder)
    }
    let kept = folder.appendingPathComponent("docs/MVC/index.html")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "mine")
  }
}
