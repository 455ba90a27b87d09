/// Runs `body` on every element at once and returns the results in the elements' order.
package func concurrently<Element: Sendable, Result: Sendable>(
  _ elements: [Element], _ body: @escaping @Sendable (Element) async throws(MetricsError) -> Result
) async throws(MetricsError) -> [Result] {
  do {
    return try await withThrowingTaskGroup(of: (Int, Result).self) { group in
      for (index, element) in elements.enumerated() {
        group.addTask { (index, try await body(element)) }
      }
      var results: [(Int, Result)] = []
      for try await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
  } catch let error as MetricsError {
    throw error
  } catch { throw .commandFailed(command: "concurrent task", status: -1, stderrTail: "\(error)") }
}
