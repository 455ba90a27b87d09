/// How many types of each kind a set of files declares; extensions counted apart.
package struct TypeCounts: Codable, Equatable, Sendable {
  /// Classes declared.
  package var classes = 0
  /// Structs declared.
  package var structs = 0
  /// Enums declared.
  package var enums = 0
  /// Protocols declared.
  package var protocols = 0
  /// Actors declared.
  package var actors = 0
  /// Extensions written (not types, so not in ``types``).
  package var extensions = 0

  /// Counts the declarations in `declarations`.
  package init(_ declarations: [TypeDeclaration] = []) {
    for declaration in declarations {
      switch declaration.kind {
      case "class": classes += 1
      case "struct": structs += 1
      case "enum": enums += 1
      case "protocol": protocols += 1
      case "actor": actors += 1
      default: extensions += 1
      }
    }
  }

  /// Types declared: everything but extensions.
  package var types: Int { classes + structs + enums + protocols + actors }
}
