import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SymbolGraphSelectionTests {
  @Test func onlyTheModulesGraphAndItsExtensionGraphsAreCopied() throws {
    // Given a graph folder as the build leaves it, every module's graphs side by side
    let names = [
      "MVC.symbols.json", "MVC@Domain.symbols.json", "MVC@Swift.symbols.json",
      "MVCTests.symbols.json", "MVVM.symbols.json", "Domain.symbols.json",
      "Domain@MVC.symbols.json", "MVC.swiftdoc",
    ]
    let graphs = try PackageTree.make(Dictionary(uniqueKeysWithValues: names.map { ($0, "{}") }))
    let destination = graphs.appendingPathComponent("modules/MVC")
    // When MVC's graphs are copied into their own folder
    let copied = try DocsBuilder.copyGraphs(of: "MVC", from: graphs, to: destination)
    // Then only MVC's own graph and the graphs of its extensions are there
    let expected = ["MVC.symbols.json", "MVC@Domain.symbols.json", "MVC@Swift.symbols.json"]
    #expect(copied == expected)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: destination.path).sorted() == expected)
  }

  @Test func aStaleGraphInTheModulesFolderIsRemoved() throws {
    // Given a module folder left by an earlier run with a graph since removed
    let graphs = try PackageTree.make(["VIP.symbols.json": "{}"])
    let destination = graphs.appendingPathComponent("modules/VIP")
    try PackageTree.write("{}", to: "modules/VIP/VIP@Old.symbols.json", in: graphs)
    // When VIP's graphs are copied again
    _ = try DocsBuilder.copyGraphs(of: "VIP", from: graphs, to: destination)
    // Then only the current graph is left
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["VIP.symbols.json"])
  }
}
