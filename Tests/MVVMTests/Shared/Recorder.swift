import Observation

/// Records every value an `@Observable` output takes, starting with the one it holds when
/// recording starts; setting an output to an equal value is no change, as for Observation.
///
/// Observation tells an observer *before* a change (willSet), once per registration. So the
/// recorder notes the value about to be replaced and registers again at once; the last value is
/// the one the output holds now. All of it runs synchronously on the main actor, where view
/// models change.
@MainActor
final class Recorder<Value: Equatable> {
  private let read: @MainActor () -> Value
  private var replaced: [Value] = []

  /// Starts recording what `read` returns, such as `{ viewModel.isLoading }`.
  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    track()
  }

  /// Every value so far, in order, each different from the one before.
  var values: [Value] {
    (replaced + [read()]).reduce(into: []) { values, value in
      if values.last != value { values.append(value) }
    }
  }

  /// The value the output holds now.
  var last: Value? { values.last }

  private func track() {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.replaced.append(self.read())
        self.track()
      }
    }
  }
}
