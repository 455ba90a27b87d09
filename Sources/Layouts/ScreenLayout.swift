import ViewKit

/// A screen's widgets, built once as a storyboard scene would be: a pattern wires them and
/// never builds them, so the patterns differ only in what they do with the widgets.
@MainActor
package protocol ScreenLayout: AnyObject {
  /// The top-level widgets, in the order SPEC's screen table lists them.
  var arrangedViews: [View] { get }
  /// The navigation bar's right button, if the screen has one.
  var rightBarButtonItem: BarButtonItem? { get }
}

extension ScreenLayout {
  /// No bar button.
  package var rightBarButtonItem: BarButtonItem? { nil }

  /// Puts the widgets in `controller`'s view and its bar button in its navigation bar, as
  /// loading a storyboard scene does.
  package func install(in controller: ViewController) {
    for view in arrangedViews { controller.view.addSubview(view) }
    controller.navigationItem.rightBarButtonItem = rightBarButtonItem
  }
}
