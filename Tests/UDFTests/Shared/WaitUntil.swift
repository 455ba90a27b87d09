/// Lets the main actor run until `condition` holds or `bound` has passed; returns whether it holds.
///
/// Not a sleep: each turn yields to the work the test waits for, and a passing test is done in a
/// few turns; the bound matters only when the test fails, which then fails instead of hanging.
@MainActor
func waitUntil(_ condition: () -> Bool, bound: Duration = .seconds(10)) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: bound)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
