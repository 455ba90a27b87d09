import Testing
import ViewKit

/// A controller that records its lifecycle and builds its own view.
@MainActor
private final class RecordingViewController: ViewController {
  private(set) var calls: [String] = []
  let custom = View(identifier: "custom")

  override func loadView() {
    calls.append("loadView")
    view = custom
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

@MainActor @Suite struct ViewControllerTests {
  @Test func givenANewController_whenTheViewIsReadTwice_thenItLoadsOnceInUIKitOrder() {
    // Given
    let controller = RecordingViewController()
    #expect(!controller.isViewLoaded)
    // When
    let first = controller.view
    let second = controller.view
    // Then
    #expect(first === controller.custom)
    #expect(second === first)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test func givenAPlainController_whenTheViewIsRead_thenItIsAnEmptyView() {
    // Given
    let controller = ViewController()
    // When
    controller.loadViewIfNeeded()
    // Then
    #expect(controller.isViewLoaded)
    #expect(controller.view.subviews.isEmpty)
  }

  @Test func givenAnAlertIsShown_whenASecondIsPresented_thenItWaitsForTheFirst() {
    // Given
    let controller = ViewController()
    let first = AlertController(title: "One", message: nil)
    let second = AlertController(title: "Two", message: nil)
    controller.present(first)
    // When
    controller.present(second)
    // Then
    #expect(controller.presentedAlert === first)
    controller.dismissAlert()
    #expect(controller.presentedAlert === second)
    controller.dismissAlert()
    controller.dismissAlert()
    #expect(controller.presentedAlert == nil)
  }

  @Test func givenLoadingShown_whenHidden_thenTheOverlayFollows() {
    // Given
    let controller = ViewController()
    controller.showLoading()
    #expect(controller.isLoading)
    #expect(controller.loadingView.identifier == "loading")
    // When
    controller.hideLoading()
    // Then
    #expect(!controller.isLoading)
  }

  @Test func givenAControllerWithoutWindow_whenRunningWork_thenItCanBeAwaited() async {
    // Given
    let controller = ViewController()
    var finished = false
    // When
    controller.run {
      await Task.yield()
      finished = true
    }
    await controller.waitUntilIdle()
    // Then
    #expect(finished)
    #expect(controller.window == nil)
  }

  @Test func givenAControllerWithoutWindowInAWindowedStack_whenWindowWaits_thenLocalWorkEnds()
    async
  {
    // Given
    let root = ViewController()
    let orphan = ViewController()
    var steps: [String] = []
    orphan.run { steps.append("orphan") }
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation)
    // When
    navigation.pushViewController(orphan, animated: false)
    root.run { steps.append("root") }
    await window.waitUntilIdle()
    // Then
    #expect(steps.sorted() == ["orphan", "root"])
    #expect(orphan.window === window)
  }
}
