@testable import MVVM

/// Records every value an output publishes, starting with the one it holds when observed.
@MainActor
final class Recorder<Value> {
  /// Every value so far, in order.
  private(set) var values: [Value] = []

  /// Starts recording `output`.
  init(_ output: Observable<Value>) {
    output.observe(on: self) { recorder, value in recorder.values.append(value) }
  }

  /// The last value published.
  var last: Value? { values.last }
}
