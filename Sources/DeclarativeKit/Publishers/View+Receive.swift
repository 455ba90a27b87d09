/// The subscription a view keeps while it is on screen, with the latest action its parent gave.
@MainActor
final class ReceiveSubscription<Output> {
  var action: @MainActor (Output) -> Void = { _ in }
  var cancellable: AnyCancellable?
}

/// Runs an action with each value a publisher sends while its content is on screen.
struct ReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: @MainActor (P.Output) -> Void
  @State private var subscription = ReceiveSubscription<P.Output>()

  var body: some View {
    // The latest action, as SwiftUI calls the closure of the view's current value.
    subscription.action = action
    let subscription = subscription
    let publisher = publisher
    return
      content
      .onAppear {
        subscription.cancellable = publisher.sink { subscription.action($0) }
      }
      .onDisappear {
        subscription.cancellable = nil
      }
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while this view is on screen, as SwiftUI's
  /// `onReceive(_:perform:)`: subscribed when it appears, cancelled when it disappears.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    ReceiveView(content: self, publisher: publisher, action: action)
  }
}
