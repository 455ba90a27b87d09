import ViewKit

extension View {
  /// Shows an alert while `isPresented` is true, as SwiftUI's
  /// `alert(_:isPresented:actions:message:)`; a tap on any of its buttons sets `isPresented` to
  /// false, then runs the button's action.
  ///
  /// An alert whose binding turns true while another alert is shown is reported, naming the
  /// view, and its binding set back to false: ViewKit shows one alert at a time.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    AlertModifier(
      content: self, kind: "alert", title: title, isPresented: isPresented, actions: actions(),
      message: message())
  }

  /// Shows an alert of a title and buttons while `isPresented` is true; with no button declared,
  /// it gets an "OK" button that only dismisses it, as in SwiftUI.
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    AlertModifier(
      content: self, kind: "alert", title: title, isPresented: isPresented, actions: actions(),
      message: EmptyView())
  }

  /// Asks the user to confirm while `isPresented` is true, as SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`; ViewKit draws it as
  /// an alert, the title always shown.
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    AlertModifier(
      content: self, kind: "confirmationDialog", title: title, isPresented: isPresented,
      actions: actions(), message: message())
  }
}

/// The alert a modifier presented, kept with its node.
@MainActor
final class PresentedAlert: NodeCoordinator {
  var alert: ViewKit.AlertController?
  weak var controller: ViewKit.ViewController?

  /// Dismisses the alert if it is still shown.
  func dismiss() {
    if let alert, let controller, controller.presentedAlert === alert {
      controller.dismissAlert()
    }
    alert = nil
  }

  func drop() {
    dismiss()
  }
}

/// Presents and dismisses an alert through its binding; its buttons and message are
/// reconciled off screen and copied into a ViewKit `AlertController`.
struct AlertModifier<Content: View, Actions: View, Message: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let kind: String
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let state = node.coordinator as? PresentedAlert ?? PresentedAlert()
    node.coordinator = state
    guard isPresented.wrappedValue else {
      node.removeChild(at: 1)
      node.removeChild(at: 2)
      state.dismiss()
      return widgets
    }
    guard state.alert == nil else { return widgets }
    let buttons = context.graph.reconcileChild(actions, of: node, at: 1, context)
      .flatMap(\.allViews).compactMap { $0 as? ViewKit.Button }
    let text = context.graph.reconcileChild(message, of: node, at: 2, context)
      .flatMap(\.allViews).compactMap { ($0 as? ViewKit.Label)?.text }
    let alert = ViewKit.AlertController(
      title: title, message: text.isEmpty ? nil : text.joined(separator: "\n"))
    let binding = isPresented
    if buttons.isEmpty {
      // As SwiftUI: an alert declaring no button gets one that only dismisses it.
      alert.addAction(
        ViewKit.AlertAction(title: kind == "alert" ? "OK" : "Cancel") {
          binding.wrappedValue = false
        })
    }
    for button in buttons {
      let action = button.action
      alert.addAction(
        ViewKit.AlertAction(title: button.title, style: button.role.alertStyle) {
          binding.wrappedValue = false
          await action?()
        })
    }
    let graph = context.graph
    let owner = context.owner
    let kind = kind
    let title = title
    graph.afterPass { [weak state, graph = graph.link] in
      guard let state, let graph = graph.object, let controller = graph.controller else { return }
      if let shown = controller.window?.presentedAlert ?? controller.presentedAlert {
        graph.report(
          "\(kind) \"\(title)\" in \(owner) was asked for while the alert \""
            + "\(shown.title ?? "")\" is shown; it is not shown and its binding is set back to "
            + "false")
        state.alert = nil
        binding.wrappedValue = false
        return
      }
      state.alert = alert
      state.controller = controller
      controller.present(alert)
    }
    state.alert = alert
    return widgets
  }
}

extension ViewKit.Button.Role {
  /// The style of the alert action a button of this role becomes.
  var alertStyle: ViewKit.AlertAction.Style {
    switch self {
    case .cancel: .cancel
    case .destructive: .destructive
    case .normal, .primary: .default
    }
  }
}
