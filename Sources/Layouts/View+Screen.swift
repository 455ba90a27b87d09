import DeclarativeKit
import Domain

extension View {
  /// The error alert of every screen: `title`, the message while it is not nil, and OK, which
  /// sets it back to nil, as ViewKit's `presentErrorAlert` draws it.
  package func errorAlert(_ title: String, message: Binding<String?>) -> some View {
    errorAlert(.titled(title, message: message))
  }

  /// The error alert with the title and message `alert` holds while it is not nil, and OK,
  /// which sets it back to nil.
  package func errorAlert(_ alert: Binding<AlertMessage?>) -> some View {
    self.alert(alert) { Button(AlertTexts.ok) {} }
  }

  /// Shows `alert`'s title and message while it is not nil, with `actions`; answering sets it
  /// back to nil, as SwiftUI's `alert(_:isPresented:presenting:)` resets its binding.
  package func alert<Actions: View>(
    _ alert: Binding<AlertMessage?>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    self.alert(
      alert.wrappedValue?.title ?? "",
      isPresented: Binding(
        get: { alert.wrappedValue != nil },
        set: { if !$0 { alert.wrappedValue = nil } }),
      actions: actions
    ) {
      Text(alert.wrappedValue?.message ?? "")
    }
  }

  /// A confirmation: `alert`'s texts over its confirming button (`confirm`'s role, calling
  /// `onConfirm`) and its cancelling one (calling `onCancel`), titled as `alert` names them or,
  /// where it names none, `confirm` and `cancel`.
  package func confirmationAlert(
    _ alert: Binding<AlertMessage?>, confirm: String, role: ButtonRole? = nil, cancel: String,
    onConfirm: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void = {}
  ) -> some View {
    let shown = alert.wrappedValue
    return self.alert(alert) {
      Button(shown?.confirmTitle ?? confirm, role: role, action: onConfirm)
      Button(shown?.cancelTitle ?? cancel, role: .cancel, action: onCancel)
    }
  }

  /// The loading overlay over this view while `isLoading`.
  package func loadingOverlay(_ isLoading: Bool) -> some View {
    overlay {
      if isLoading { ProgressView() }
    }
  }
}

extension Binding where Value == AlertMessage? {
  /// The fixed `alert`, shown while `isPresented`: the shape of a screen whose alert has fixed
  /// texts.
  package static func fixed(_ alert: AlertMessage, while isPresented: Binding<Bool>) -> Self {
    Binding(
      get: { isPresented.wrappedValue ? alert : nil },
      set: { isPresented.wrappedValue = $0 != nil })
  }

  /// An alert titled `title` over `message`, shown while the message is not nil.
  package static func titled(_ title: String, message: Binding<String?>) -> Self {
    Binding(
      get: { message.wrappedValue.map { AlertMessage(title: title, message: $0) } },
      set: { message.wrappedValue = $0?.message })
  }
}
