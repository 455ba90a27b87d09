import Observation
import Testing
import ViewKit

@MainActor @Suite struct ViewControllerObservationTests {
  @MainActor @Observable final class Inbox {
    var unread = 0
    var title = "Inbox"
    var archived = 0
  }

  /// A UIKit-26-shaped screen: `updateProperties()` reads the model; nothing observes by hand.
  final class InboxViewController: ViewController {
    let inbox: Inbox
    let label = Label(identifier: "unread")
    private(set) var updates = 0
    private(set) var layouts = 0

    init(inbox: Inbox) {
      self.inbox = inbox
      super.init()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(label)
    }

    override func updateProperties() {
      super.updateProperties()
      updates += 1
      title = inbox.title
      label.text = "\(inbox.unread) unread"
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layouts += 1
    }
  }

  @Test func givenAShownScreen_whenFirstLaidOut_thenUpdatePropertiesRanOnce() {
    // Given
    let screen = InboxViewController(inbox: Inbox())
    let window = Window(rootViewController: screen)
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "0 unread")
    #expect(screen.updates == 1)
    #expect(screen.layouts == 1)
  }

  @Test func givenWhatUpdatePropertiesRead_whenItChanges_thenTheNextPassRunsItOnceMore()
    throws
  {
    // Given
    let inbox = Inbox()
    let screen = InboxViewController(inbox: inbox)
    let driver = Driver(window: Window(rootViewController: screen))
    _ = driver.render()
    // When
    inbox.unread = 3
    inbox.title = "Mail"
    // Then
    #expect(screen.needsUpdateProperties)
    #expect(try driver.text(of: "unread") == "3 unread")
    #expect(driver.title == "Mail")
    #expect(screen.updates == 2)
  }

  @Test func givenWhatUpdatePropertiesDidNotRead_whenItChanges_thenNothingRuns() {
    // Given
    let inbox = Inbox()
    let screen = InboxViewController(inbox: inbox)
    let window = Window(rootViewController: screen)
    window.layoutIfNeeded()
    // When
    inbox.archived = 9
    window.layoutIfNeeded()
    // Then
    #expect(screen.updates == 1)
  }

  @Test func givenAScreenNotLoaded_whenUpdatesAreAsked_thenNothingRuns() {
    // Given
    let screen = InboxViewController(inbox: Inbox())
    // When
    screen.setNeedsUpdateProperties()
    screen.updatePropertiesIfNeeded()
    // Then
    #expect(screen.updates == 0)
    #expect(!screen.isViewLoaded)
  }
}
