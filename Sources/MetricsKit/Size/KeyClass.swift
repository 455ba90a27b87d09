/// A type that plays a pattern role: declared in a file of a role layer (not the catch-all one)
/// and named as that file is, like `LoginPresenter` in `LoginPresenter.swift`.
package struct KeyClass: Codable, Equatable, Sendable {
  /// The type's name.
  package let name: String
  /// Its declaration keyword.
  package let kind: String
  /// The role: the layer of the file declaring it.
  package let layer: String
  /// The screen folder of that file.
  package let screen: String
  /// The file declaring it.
  package let path: String
  /// Code lines of its declaration plus those of its extensions in the same pattern, so a
  /// controller split into `+Topic` files counts whole.
  package let codeLines: Int
}
