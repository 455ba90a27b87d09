/// The other ways SwiftUI presents a screen, each drawn as the kit draws a sheet (a presented
/// screen): the terminal has one size of screen, so a cover, a popover and a sheet read alike.
extension View {
  /// Covers the screen with `content` while `isPresented` is true, as SwiftUI's
  /// `fullScreenCover(isPresented:onDismiss:content:)`; drawn as a sheet.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Covers the screen with `content` for `item` while it is not nil, as SwiftUI's
  /// `fullScreenCover(item:onDismiss:content:)`; drawn as a sheet.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Shows `content` in a popover while `isPresented` is true, as SwiftUI's
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`; drawn as a sheet (as an iPhone
  /// shows a popover).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Shows `content` for `item` in a popover while it is not nil, as SwiftUI's
  /// `popover(item:attachmentAnchor:arrowEdge:content:)`; drawn as a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// As `confirmationDialog(_:isPresented:actions:message:)`, with SwiftUI's `titleVisibility`:
  /// accepted, the title always drawn (as an alert's).
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    confirmationDialog(title, isPresented: isPresented, actions: actions, message: message)
  }

  /// Asks the user to confirm while `isPresented` is true, without a message, as SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`; the title always drawn.
  public func confirmationDialog<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
}
