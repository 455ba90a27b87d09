import ViewKit

/// The screen's loading overlay while this view is in the tree, as SwiftUI's `ProgressView`
/// shown over a screen; hosted as the ViewKit host's `showLoading()` and `hideLoading()`, so it
/// is drawn as the UIKit-shaped screens' "Loading..." box.
public struct ProgressView: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates the overlay.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard node.coordinator == nil, let controller = context.graph.controller else { return [] }
    let overlay = LoadingOverlay(controller: controller)
    node.coordinator = overlay
    controller.showLoading()
    return []
  }
}

/// Hides the host's loading overlay when its `ProgressView` leaves the tree.
@MainActor
final class LoadingOverlay: NodeCoordinator {
  private weak var controller: ViewKit.ViewController?

  init(controller: ViewKit.ViewController) {
    self.controller = controller
  }

  func drop() {
    controller?.hideLoading()
  }
}
