import ViewKit

extension View {
  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil, as SwiftUI's
  /// `alert(_:isPresented:presenting:actions:message:)`: its buttons and message are made from
  /// the data; with `data` nil nothing is shown.
  public func alert<Data, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @ViewBuilder actions: (Data) -> Actions, @ViewBuilder message: (Data) -> Message
  ) -> some View {
    AlertModifier(
      content: self, kind: "alert", title: title,
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map(message))
  }

  /// Shows an alert of a title and buttons made from `data` while `isPresented` is true and
  /// `data` is not nil, as SwiftUI's `alert(_:isPresented:presenting:actions:)`.
  public func alert<Data, Actions: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @ViewBuilder actions: (Data) -> Actions
  ) -> some View {
    AlertModifier(
      content: self, kind: "alert", title: title,
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: EmptyView())
  }

  /// Asks the user to confirm something about `data` while `isPresented` is true and `data` is
  /// not nil, as SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:
  /// message:)`; ViewKit draws it as an alert, the title always shown.
  public func confirmationDialog<Data, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @ViewBuilder actions: (Data) -> Actions, @ViewBuilder message: (Data) -> Message
  ) -> some View {
    AlertModifier(
      content: self, kind: "confirmationDialog", title: title,
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map(message))
  }
}
