import DeclarativeKit
import Domain

extension View {
  /// The error alert of every screen: `title`, the message while it is not nil, and OK, which
  /// sets it back to nil, as ViewKit's `presentErrorAlert` draws it.
  package func errorAlert(_ title: String, message: Binding<String?>) -> some View {
    alert(
      title,
      isPresented: Binding(
        get: { message.wrappedValue != nil },
        set: { if !$0 { message.wrappedValue = nil } })
    ) {
      Button(AlertTexts.ok) {}
    } message: {
      Text(message.wrappedValue ?? "")
    }
  }

  /// The loading overlay over this view while `isLoading`.
  package func loadingOverlay(_ isLoading: Bool) -> some View {
    overlay {
      if isLoading { ProgressView() }
    }
  }
}
