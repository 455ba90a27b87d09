import DeclarativeKit
import Domain

/// One button of an alert drawn from data: its title, its role, and what a tap runs.
package struct AlertButtonItem {
  /// Its title.
  package let title: String
  /// Its role; nil for a default button.
  package let role: ButtonRole?
  /// What a tap runs.
  package let action: @MainActor () -> Void

  /// A button titled `title`, of `role`, running `action`.
  package init(title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }
}

extension View {
  /// Shows `message` as an alert while it is not nil and `isPresented`, with `buttons` in
  /// order, as the screens' fixed alerts are drawn.
  ///
  /// Each alert has its title as its identity, so one that replaces another within one tap (an
  /// error after its confirmation) is presented anew, as SwiftUI's `alert(item:)` does.
  package func alert(
    _ message: AlertMessage?, isPresented: Binding<Bool>, buttons: [AlertButtonItem]
  ) -> some View {
    overlay {
      if let message {
        EmptyView().alert(message.title, isPresented: isPresented) {
          ForEach(buttons.indices, id: \.self) { index in
            Button(buttons[index].title, role: buttons[index].role, action: buttons[index].action)
          }
        } message: {
          Text(message.message)
        }
        .id(message.title)
      }
    }
  }
}
