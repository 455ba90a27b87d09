import Testing
import ViewKit

@MainActor @Suite struct PresentationTests {
  /// A screen with a label and buttons to present, close and warn, logging its appearance.
  private final class Screen: ViewController, PresentationDelegate {
    let name: String
    private(set) var lifecycle: [String] = []
    private(set) var dismissed: [String] = []
    var makePresented: (() -> ViewController)?

    init(_ name: String) {
      self.name = name
      super.init()
      title = name
    }

    override func loadView() {
      let root = View()
      root.addSubview(Label(text: "\(name) text", identifier: "\(name).text"))
      let open = Button(title: "Open", identifier: "\(name).open")
      open.action = { [weak self] in
        guard let self, let presented = makePresented?() else { return }
        presented.presentationDelegate = self
        present(presented)
      }
      let close = Button(title: "Close", identifier: "\(name).close")
      close.action = { [weak self] in self?.dismiss() }
      let warn = Button(title: "Warn", identifier: "\(name).warn")
      warn.action = { [weak self] in
        let alert = AlertController(title: "Careful", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        self?.present(alert)
      }
      for view in [open, close, warn] { root.addSubview(view) }
      view = root
    }

    override func viewWillAppear() {
      super.viewWillAppear()
      lifecycle.append("willAppear")
    }

    override func viewWillDisappear() {
      super.viewWillDisappear()
      lifecycle.append("willDisappear")
    }

    func presentationDidDismiss(_ viewController: ViewController) {
      dismissed.append(viewController.title ?? "?")
    }
  }

  private func makeWindow(
    presenting presented: @escaping () -> ViewController
  ) -> (window: Window, driver: Driver, presenter: Screen) {
    let presenter = Screen("home")
    presenter.makePresented = presented
    let window = Window(rootViewController: NavigationController(rootViewController: presenter))
    return (window, Driver(window: window), presenter)
  }

  @Test func givenAPresenter_whenItPresentsAScreen_thenThePresentedScreenIsDrawnUnderASheetEdge()
    async throws
  {
    // Given
    let (window, driver, _) = makeWindow { Screen("edit") }

    // When
    try await driver.tap("home.open")

    // Then
    #expect(
      Renderer.render(window, width: 30) == """
        =========== Sheet ============
        edit text
        [Open]
        [Close]
        [Warn]
        """)
  }

  @Test func givenAPresentedScreen_whenTheDriverLooksUp_thenItReachesOnlyThePresentedScreen()
    async throws
  {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }

    // When
    try await driver.tap("home.open")

    // Then
    #expect(try driver.text(of: "edit.text") == "edit text")
    #expect(throws: DriverError.self) { try driver.text(of: "home.text") }
    await #expect(throws: DriverError.self) { try await driver.tap("home.open") }
    #expect(window.topViewController === presenter.presentedViewController)
    // As in UIKit, a screen on a stack presents through its navigation controller.
    #expect(
      presenter.presentedViewController?.presentingViewController
        === presenter.navigationController)
  }

  @Test func givenAPresentedScreen_whenItDismissesItself_thenThePresenterIsShownAgain()
    async throws
  {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")
    let presented = try #require(presenter.presentedViewController)

    // When
    try await driver.tap("edit.close")

    // Then
    #expect(window.topViewController === presenter)
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(presenter.dismissed == ["edit"])
    #expect(try driver.text(of: "home.text") == "home text")
  }

  @Test func givenAPresentedScreen_whenThePresenterDismisses_thenThePresenterIsShownAgain()
    async throws
  {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")

    // When
    presenter.dismiss()

    // Then
    #expect(window.topViewController === presenter)
    #expect(presenter.dismissed == ["edit"])
    #expect(
      Renderer.render(window, width: 30) == """
                     home
        ------------------------------
        home text
        [Open]
        [Close]
        [Warn]
        """)
  }

  @Test func givenAPresentedScreen_whenTheUserTapsBack_thenItCloses() async throws {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")

    // When
    try await driver.tap("Back")

    // Then
    #expect(window.topViewController === presenter)
    #expect(presenter.dismissed == ["edit"])
    await #expect(throws: DriverError.self) { try await driver.goBack() }
  }

  @Test func givenAPresenter_whenPresentingThenDismissing_thenOnlyThePresentedAppearsAndDisappears()
    async throws
  {
    // Given
    let edit = Screen("edit")
    let (_, driver, presenter) = makeWindow { edit }

    // When
    try await driver.tap("home.open")
    try await driver.goBack()

    // Then
    #expect(edit.lifecycle == ["willAppear", "willDisappear"])
    #expect(presenter.lifecycle == ["willAppear"])
  }

  @Test func givenAPresentedNavigationController_whenPushingThenGoingBack_thenBackPopsThenCloses()
    async throws
  {
    // Given
    let edit = Screen("edit")
    let navigation = NavigationController(rootViewController: edit)
    let (window, driver, presenter) = makeWindow { navigation }
    try await driver.tap("home.open")

    // When
    navigation.pushViewController(Screen("more"), animated: true)
    let pushed = Renderer.render(window, width: 30)
    try await driver.goBack()
    let popped = window.topViewController
    try await driver.goBack()

    // Then
    #expect(
      pushed == """
        =========== Sheet ============
        < Back       more
        ------------------------------
        more text
        [Open]
        [Close]
        [Warn]
        """)
    #expect(popped === edit)
    #expect(window.topViewController === presenter)
    #expect(presenter.dismissed.count == 1)
  }

  @Test func givenAScreenInAPresentedNavigationController_whenItDismisses_thenTheWholeSheetCloses()
    async throws
  {
    // Given
    let edit = Screen("edit")
    let navigation = NavigationController(rootViewController: edit)
    let (window, driver, presenter) = makeWindow { navigation }
    try await driver.tap("home.open")

    // When
    try await driver.tap("edit.close")

    // Then
    #expect(window.topViewController === presenter)
    #expect(edit.presentingViewController == nil)
    #expect(edit.lifecycle == ["willAppear", "willDisappear"])
  }

  @Test func givenAPresentedScreen_whenItPresentsAnAlert_thenTheAlertIsShownOverIt() async throws {
    // Given
    let (window, driver, _) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")

    // When
    try await driver.tap("edit.warn")

    // Then
    #expect(driver.alert?.title == "Careful")
    #expect(Renderer.render(window, width: 30).hasSuffix("| Careful |\n| [OK]    |\n+---------+"))
    try await driver.tapAlertAction("OK")
    #expect(driver.alert == nil)
  }

  @Test func givenAPresentedScreen_whenAskedToPresentASecond_thenItIsReportedAndIgnored()
    async throws
  {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")
    let shown = presenter.presentedViewController

    // When
    presenter.present(Screen("other"))

    // Then
    #expect(presenter.presentedViewController === shown)
    #expect(window.runtimeIssues.count == 1)
  }

  @Test func givenTwoPresentations_whenTheFirstIsDismissed_thenBothClose() async throws {
    // Given
    let edit = Screen("edit")
    edit.makePresented = { Screen("pick") }
    let (window, driver, presenter) = makeWindow { edit }
    try await driver.tap("home.open")
    try await driver.tap("edit.open")
    let topAfterTwo = window.topViewController.title

    // When
    presenter.dismiss()

    // Then
    #expect(topAfterTwo == "pick")
    #expect(edit.dismissed == ["pick"])
    #expect(presenter.dismissed == ["edit"])
    #expect(window.topViewController === presenter)
  }

  @Test func givenAPushedScreen_whenItPresents_thenItsNavigationControllerPresents() async throws {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    let pushed = Screen("more")
    pushed.makePresented = { Screen("edit") }
    presenter.navigationController?.pushViewController(pushed, animated: true)

    // When
    try await driver.tap("more.open")

    // Then
    #expect(window.rootViewController.presentedViewController === window.topViewController)
    #expect(pushed.presentedViewController === window.topViewController)
    #expect(window.topViewController.presentingViewController === window.rootViewController)
  }

  @Test func givenALoadingPresentedScreen_whenRendered_thenTheOverlayIsShownOverIt() async throws {
    // Given
    let (window, driver, presenter) = makeWindow { Screen("edit") }
    try await driver.tap("home.open")

    // When
    presenter.presentedViewController?.showLoading()

    // Then
    #expect(window.isLoading)
    await #expect(throws: DriverError.self) { try await driver.tap("edit.close") }
  }

  @Test func givenAHiddenNavigationBar_whenRendered_thenNeitherTheBarNorBackIsThere() async throws {
    // Given
    let navigation = NavigationController(rootViewController: Screen("home"))
    navigation.pushViewController(Screen("more"), animated: false)
    let window = Window(rootViewController: navigation)
    let driver = Driver(window: window)

    // When
    navigation.isNavigationBarHidden = true

    // Then
    #expect(Renderer.render(window, width: 30).hasPrefix("more text"))
    await #expect(throws: DriverError.self) { try await driver.goBack() }
  }
}
