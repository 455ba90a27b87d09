/// One case of an enum: how to make the enum from the case's value and how to get that value
/// back, as CasePaths' `AnyCasePath`, which `Scope`, `ifLet` and `forEach` route actions with.
///
/// Made from the case's constructor (`Action.login`) and found by reflection, as TCA 1.0's
/// `/Action.login` was; the `@CasePathable` macro that writes `\.login` needs a package.
struct AnyCasePath<Root, Value>: Sendable {
  /// Makes the enum of the case from its value.
  let embed: @Sendable (Value) -> Root
  /// The case's value, if `root` is that case.
  let extract: @Sendable (Root) -> Value?

  /// The case that `embed` makes.
  init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    extract = { root in
      // The whole value, when the path is the identity (`{ $0 }`).
      if Root.self == Value.self { return root as? Value }
      // The value is this case's only if the case `embed` makes has the same name.
      guard let child = Mirror(reflecting: root).children.first,
        let value = child.value as? Value,
        Mirror(reflecting: embed(value)).children.first?.label == child.label
      else { return nil }
      return value
    }
  }

  /// The case that `embed` makes: `.case(State.gather)` where a path is expected.
  static func `case`(_ embed: @escaping @Sendable (Value) -> Root) -> AnyCasePath {
    AnyCasePath(embed)
  }
}
