import DeclarativeKit

extension View {
  /// Runs `action` the first time this view appears and not when it appears again (back on top
  /// after Back): the moment a UIKit-shaped screen's `viewDidLoad` stands for, which `onAppear`
  /// is not, since it runs on every appearance.
  ///
  /// Written with SwiftUI's own `@State` and `onAppear`, so it ports as it is.
  package func onFirstAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    FirstAppearance(content: self, action: action)
  }
}

/// Its content, with an action run on the content's first appearance only.
private struct FirstAppearance<Content: View>: View {
  let content: Content
  let action: @MainActor () -> Void
  /// Whether the action has run: kept with the view, so a new screen runs it again.
  @State private var hasAppeared = false

  var body: some View {
    content.onAppear {
      guard !hasAppeared else { return }
      hasAppeared = true
      action()
    }
  }
}
