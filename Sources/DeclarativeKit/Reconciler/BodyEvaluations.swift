/// How many view bodies DeclarativeKit has evaluated since the program started, in all and per
/// view type: tests pin what a change re-evaluates, and the benchmark reports it beside timings.
@MainActor
@_spi(Hosting) public enum BodyEvaluations {
  /// Every body evaluated so far.
  public private(set) static var total = 0
  private static var byType: [ObjectIdentifier: Int] = [:]

  /// The bodies of views of type `V` evaluated so far.
  public static func count<V: View>(of type: V.Type) -> Int {
    byType[ObjectIdentifier(type)] ?? 0
  }

  private static var walksByType: [ObjectIdentifier: Int] = [:]

  /// How many times a pass walked the subtree of a view of type `V` (evaluated or not) rather
  /// than skipping it as clean.
  public static func walks<V: View>(of type: V.Type) -> Int {
    walksByType[ObjectIdentifier(type)] ?? 0
  }

  static func recordWalk(_ type: Any.Type) {
    walksByType[ObjectIdentifier(type), default: 0] += 1
  }

  static func record(_ type: Any.Type) {
    total += 1
    byType[ObjectIdentifier(type), default: 0] += 1
  }
}
