import Testing
import ViewKit

@MainActor @Suite struct WorkTrackerTests {
  @Test func givenWorkThatStartsMoreWork_whenWaiting_thenAllOfItHasFinished() async {
    // Given
    let tracker = WorkTracker()
    var log: [String] = []
    // When
    tracker.track {
      await Task.yield()
      log.append("outer")
      tracker.track {
        await Task.yield()
        log.append("inner")
      }
    }
    await tracker.waitUntilIdle()
    // Then
    #expect(log == ["outer", "inner"])
    #expect(!tracker.hasPendingWork)
  }

  @Test func givenNoWork_whenWaiting_thenItReturnsAtOnce() async {
    // Given
    let tracker = WorkTracker()
    // When
    await tracker.waitUntilIdle()
    // Then
    #expect(!tracker.hasPendingWork)
  }

  @Test func givenAWindow_whenAScreenRunsWork_thenTheWindowTracksIt() async {
    // Given
    let root = ViewController()
    let window = Window(rootViewController: root)
    var done = false
    // When
    root.run { done = true }
    // Then
    #expect(window.workTracker.hasPendingWork)
    await window.waitUntilIdle()
    #expect(done)
  }
}
