import ViewKit

/// The sheet a `sheet` modifier presented, kept with the modifier's node: it hosts the sheet's
/// view in a scene of its own and hears the sheet's dismissal, whoever asked for it.
@MainActor
final class PresentedSheet<Sheet: View>: NodeCoordinator, PresentationDelegate {
  /// The id the binding asks for in the last pass (an item's id, or `true`), nil for none.
  var requestedID: AnyHashable?
  /// Runs after the sheet is dismissed.
  var onDismiss: (@MainActor () -> Void)?
  /// Sets the binding back to "no sheet" if it still asks for the sheet of this id.
  var clear: (@MainActor (AnyHashable) -> Void)?
  /// The evaluation of the declaring view the shown sheet was made in.
  private(set) var generation = -1
  /// The environment the shown sheet was given.
  private(set) var environment = EnvironmentValues()
  private var scene: NavigationHostingController<Sheet>?
  private var shownID: AnyHashable?

  /// Presents the sheet `request` asks for from `controller`, dismissing one of another id
  /// first; if `controller` already presents another screen, tells `report` its name instead
  /// and sets the binding back.
  func show(
    _ request: SheetRequest<Sheet>, environment: EnvironmentValues, generation: Int,
    from controller: ViewKit.ViewController, report: (String) -> Void
  ) {
    guard requestedID == request.id else { return }
    if shownID != nil { close() }
    if let shown = controller.presentedViewController {
      report(shown.runtimeName)
      requestedID = nil
      clear?(request.id)
      return
    }
    let scene = NavigationHostingController(rootView: request.make())
    rootHost(of: scene)?.environment = environment
    // The sheet's `dismiss` closes it, as a user's Back does.
    rootHost(of: scene)?.closePresentation = { [weak self] in self?.close() }
    scene.presentationDelegate = self
    self.scene = scene
    shownID = request.id
    self.generation = generation
    self.environment = environment
    controller.present(scene, animated: true)
    // A sheet without a NavigationStack has no bar, as in SwiftUI.
    if rootHost(of: scene)?.graph.stack == nil {
      scene.isNavigationBarHidden = true
      scene.window?.layout()
    }
  }

  /// Shows the sheet made again with current values and the modifier's environment.
  func update(_ request: SheetRequest<Sheet>, environment: EnvironmentValues, generation: Int) {
    guard let scene, shownID == request.id else { return }
    self.generation = generation
    self.environment = environment
    rootHost(of: scene)?.environment = environment
    let view = request.make()
    if !Inputs.areEqual(scene.rootView, view) { scene.rootView = view }
  }

  /// Dismisses the shown sheet; `presentationDidDismiss(_:)` then clears up.
  func close() {
    scene?.presentingViewController?.dismiss(animated: true)
  }

  func presentationDidDismiss(_ viewController: ViewKit.ViewController) {
    guard let scene, viewController === scene, let id = shownID else { return }
    self.scene = nil
    shownID = nil
    if requestedID == id { requestedID = nil }
    tearDown(scene)
    clear?(id)
    onDismiss?()
  }

  /// The declaring view has left: its sheet goes, without touching the binding.
  func drop() {
    guard let scene else { return }
    scene.presentationDelegate = nil
    self.scene = nil
    shownID = nil
    requestedID = nil
    scene.presentingViewController?.dismiss(animated: true)
    tearDown(scene)
  }

  private func rootHost(
    of scene: NavigationHostingController<Sheet>
  ) -> HostingController<Sheet>? {
    scene.viewControllers.first as? HostingController<Sheet>
  }

  /// Ends the trees of the sheet's screens, as a pop ends a pushed screen's.
  private func tearDown(_ scene: NavigationHostingController<Sheet>) {
    for case let screen as any HostingScreen in scene.viewControllers { screen.tearDown() }
  }
}
