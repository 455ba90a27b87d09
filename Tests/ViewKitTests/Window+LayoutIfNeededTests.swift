import Observation
import Testing
import ViewKit

@MainActor @Suite struct WindowLayoutIfNeededTests {
  @MainActor @Observable final class Counter {
    var value = 0
  }

  /// A screen whose update changes what it reads: an update cycle.
  final class RunawayViewController: ViewController {
    let counter: Counter
    private(set) var updates = 0

    init(counter: Counter) {
      self.counter = counter
      super.init()
    }

    override func updateProperties() {
      super.updateProperties()
      updates += 1
      _ = counter.value
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      counter.value += 1
    }
  }

  /// A screen whose update starts work that changes what it reads once.
  final class LoadingViewController: ViewController {
    let counter: Counter
    let label = Label(identifier: "value")

    init(counter: Counter) {
      self.counter = counter
      super.init()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(label)
    }

    override func updateProperties() {
      super.updateProperties()
      label.text = "\(counter.value)"
      if counter.value == 0 {
        run { [counter] in
          await Task.yield()
          counter.value = 1
        }
      }
    }
  }

  @Test func givenAnUpdateCycle_whenLaidOut_thenItStopsAtTheCapAndIsReported() {
    // Given
    let screen = RunawayViewController(counter: Counter())
    let window = Window(rootViewController: screen)
    var heard: [String] = []
    window.onRuntimeIssue = { heard.append($0) }
    // When
    window.layoutIfNeeded()
    // Then
    #expect(screen.updates == Window.maximumUpdatePasses)
    #expect(
      heard == [
        "Update cycle: RunawayViewController still changed what it shows after 100 layout "
          + "passes; its updates stopped"
      ])
    #expect(window.runtimeIssues == heard)
    #expect(screen.runtimeIssues == heard)
    #expect(!screen.needsUpdateProperties)
  }

  @Test func givenAnUpdateThatStartsWork_whenWaitingUntilIdle_thenTheWorkAndItsUpdateAreDone()
    async throws
  {
    // Given
    let counter = Counter()
    let driver = Driver(window: Window(rootViewController: LoadingViewController(counter: counter)))
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(try driver.text(of: "value") == "1")
    #expect(!driver.window.workTracker.hasPendingWork)
  }

  @Test func givenAWindowWithAHeight_whenLaidOut_thenDirtyScreensAreUpdatedToo() {
    // Given
    let counter = Counter()
    let screen = LoadingViewController(counter: counter)
    let window = Window(rootViewController: NavigationController(rootViewController: screen))
    window.height = 10
    // When
    window.layoutIfNeeded()
    // Then
    #expect(screen.label.text == "0")
  }
}
