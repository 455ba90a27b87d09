import Layouts
import ViewKit

@testable import MVPC

/// Shows a passive MVP-C view as its root view and installs its layout, as the view's view
/// controller would.
///
/// The title, the loading overlay and alerts stay ViewKit's own, so a driver reads what the view
/// asked for; there is no navigation to record, since no view asks for any.
@MainActor
final class PassiveViewHost: ViewController, ScreenPresenting {
  private let screenView: View
  private let layout: any ScreenLayout
  // Owned here, as an MVP-C view controller owns its presenter: the view holds it weakly.
  private let presenter: AnyObject

  /// Creates a screen whose root view is `screenView` wiring `layout`, keeping the view's
  /// `presenter` alive.
  init(showing screenView: View, layout: any ScreenLayout, presenter: AnyObject) {
    self.screenView = screenView
    self.layout = layout
    self.presenter = presenter
    super.init()
  }

  /// Uses the view under test as the root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the layout's widgets.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
  }
}
