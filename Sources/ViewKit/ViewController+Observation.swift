import Observation

extension ViewController {
  /// Marks the screen so the next layout pass runs `updateProperties()`.
  public func setNeedsUpdateProperties() {
    needsUpdateProperties = true
  }

  /// Runs `updateProperties()` now if the screen needs it, tracking what it reads.
  ///
  /// As in UIKit 26, the `@Observable` properties `updateProperties()` reads are observed: a change
  /// to one marks the screen (`needsUpdateProperties`) and the next layout pass runs it again.
  /// Observation's change handler fires before the change, on the thread that makes it: it only
  /// sets the mark, and objects screens observe change on the main actor.
  /// `viewDidLayoutSubviews()` follows, outside the tracking.
  public func updatePropertiesIfNeeded() {
    guard needsUpdateProperties, isViewLoaded else { return }
    needsUpdateProperties = false
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.needsUpdateProperties = true }
    }
    viewDidLayoutSubviews()
  }
}
