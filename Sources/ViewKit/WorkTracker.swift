/// Keeps the tasks a screen started so the driver can wait until all of them have finished.
@MainActor
public final class WorkTracker {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Creates a tracker with nothing pending.
  public init() {}

  /// Whether any tracked task has not finished yet.
  public var hasPendingWork: Bool { !tasks.isEmpty }

  /// Starts `work` in a task and tracks it until it ends.
  @discardableResult
  public func track(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let task = Task { @MainActor [weak self] in
      await work()
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// Waits until no tracked task is left, including tasks started while waiting.
  public func waitUntilIdle() async {
    // Oldest first keeps the order deterministic; work may start more work, hence the loop.
    while let id = tasks.keys.min(), let task = tasks[id] {
      await task.value
      tasks[id] = nil
    }
  }
}
