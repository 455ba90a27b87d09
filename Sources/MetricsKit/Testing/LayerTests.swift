/// The tests of one layer of a pattern: tests whose suite is declared in a test file named after
/// a type of that layer (`LoginPresenterTests.swift` tests a presenter).
package struct LayerTests: Codable, Equatable, Sendable {
  /// The layer's name.
  package let name: String
  /// Listed tests whose suite is declared in a test file of the layer.
  package let tests: Int
}
