/// Hears that a presented screen was dismissed, whoever dismissed it.
///
/// UIKit's `presentationControllerDidDismiss(_:)` hears only a user's swipe; this one hears
/// every dismissal (a user's Back, `dismiss(animated:)` from either side), so a coordinator
/// keeping state about the presentation has one place to clear it.
@MainActor
public protocol PresentationDelegate: AnyObject {
  /// `viewController` was dismissed: it has disappeared and is no longer presented.
  func presentationDidDismiss(_ viewController: ViewController)
}

extension ViewController {
  /// The screen presented over this one (by it or by the navigation controller around it).
  public var presentedViewController: ViewController? {
    presentedStorage ?? navigationController?.presentedStorage
  }

  /// The screen that presented this one, or the navigation controller around it.
  public var presentingViewController: ViewController? {
    presentingStorage ?? navigationController?.presentingViewController
  }

  /// Whether this presented screen, or a screen on its stack, refuses a user's swipe down.
  var refusesInteractiveDismissal: Bool {
    isModalInPresentation
      || (self as? NavigationController)?.viewControllers.contains(where: \.isModalInPresentation)
        == true
  }

  /// Presents a screen over this one, as a UIKit page sheet; animation is not modelled.
  ///
  /// A screen on a navigation stack presents through its navigation controller, as UIKit's
  /// default presentation context. The presented screen appears (`viewWillAppear`); this one
  /// does not disappear. One screen at a time: asking for a second is reported and ignored.
  public func present(_ viewController: ViewController, animated: Bool = true) {
    let presenter = navigationController ?? self
    if let shown = presenter.presentedStorage {
      reportRuntimeIssue(
        "\(runtimeName) cannot present \(viewController.runtimeName) while it presents "
          + "\(shown.runtimeName); it is not shown")
      return
    }
    presenter.presentedStorage = viewController
    viewController.presentingStorage = presenter
    viewController.loadViewIfNeeded()
    // Sized before it appears, as a pushed screen is.
    window?.layout()
    viewController.viewWillAppear()
  }

  /// Dismisses the screen this one presented, or, called on a presented screen that presents
  /// nothing, this screen itself, as UIKit does; screens presented over it go with it.
  ///
  /// The dismissed screen disappears (`viewWillDisappear`) and its `presentationDelegate`
  /// hears it.
  public func dismiss(animated: Bool = true) {
    let presenter = navigationController ?? self
    if presenter.presentedStorage != nil {
      presenter.dismissPresented()
    } else {
      presentingViewController?.dismiss(animated: animated)
    }
  }

  /// Removes the presented screen and those over it, topmost first.
  private func dismissPresented() {
    guard let presented = presentedStorage else { return }
    presented.dismissPresented()
    presented.viewWillDisappear()
    let window = window
    presentedStorage = nil
    presented.presentingStorage = nil
    window?.layout()
    presented.presentationDelegate?.presentationDidDismiss(presented)
  }
}
