/// One layer of a pattern split by screen: the cells of a screens × patterns table.
package struct LayerScreens: Codable, Equatable, Sendable {
  /// The layer's name.
  package let name: String
  /// The layer's files grouped by screen, in configured screen order, empty screens left out.
  package let screens: [GroupFigures]
}
