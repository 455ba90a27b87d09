/// Keeps the tasks a screen started so the driver can wait until all of them have finished.
@MainActor
public final class WorkTracker {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Creates a tracker with nothing pending.
  public init() {}

  /// Whether any tracked task has not finished yet.
  public var hasPendingWork: Bool { !tasks.isEmpty }

  /// Starts `work` in a task and tracks it until it ends; `atOnce` runs its start (up to its
  /// first suspension) now, on the main actor, rather than in a later turn.
  @discardableResult
  public func track(
    atOnce: Bool = false, _ work: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let ending = Ending()
    let body: @MainActor () async -> Void = { [weak self] in
      await work()
      ending.hasEnded = true
      self?.tasks[id] = nil
    }
    let task: Task<Void, Never>
    if atOnce, #available(macOS 26, *) {
      task = Task.immediate { @MainActor in await body() }
    } else {
      task = Task { @MainActor in await body() }
    }
    // Work that ended without suspending has nothing left to wait for.
    if !ending.hasEnded { tasks[id] = task }
    return task
  }

  /// Waits for the oldest tracked task to end; false when none was left.
  public func waitForOldest() async -> Bool {
    guard let id = tasks.keys.min(), let task = tasks[id] else { return false }
    await task.value
    tasks[id] = nil
    return true
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

/// Whether a tracked task's work has ended, set by the task itself.
@MainActor
private final class Ending {
  var hasEnded = false
}
