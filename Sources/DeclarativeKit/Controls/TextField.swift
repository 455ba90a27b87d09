import ViewKit

/// An editable line of text bound to a string, as SwiftUI's `TextField`; hosted as a ViewKit
/// `TextField` whose title is its placeholder.
public struct TextField: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a field showing `title` while empty and editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [field(in: node, context, title: title, text: text, isSecure: false)]
  }
}

/// A text field whose content is masked, as SwiftUI's `SecureField`.
public struct SecureField: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a masked field showing `title` while empty and editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [field(in: node, context, title: title, text: text, isSecure: true)]
  }
}

@MainActor
private func field(
  in node: Node, _ context: Context, title: String, text: Binding<String>, isSecure: Bool
) -> ViewKit.TextField {
  let field = node.widget { ViewKit.TextField() }
  let value = text.wrappedValue
  if field.text != value { field.text = value }
  if field.placeholder != title { field.placeholder = title }
  field.isSecureTextEntry = isSecure
  field.autocorrection = !context.environment.isAutocorrectionDisabled
  field.isEnabled = context.environment.isEnabled
  field.onEditingChanged = { text.wrappedValue = $0 }
  // Only a `focused` modifier around, which sets them after, ties the field to a focus state.
  field.onBeginEditing = nil
  field.onEndEditing = nil
  let submits = context.environment.submitActions
  if submits.isEmpty {
    field.onReturn = nil
  } else {
    field.onReturn = { for submit in submits { submit() } }
  }
  return field
}

extension TextField {
  /// Creates a field editing `value` through `format`, as SwiftUI's `TextField(_:value:format:)`.
  ///
  /// `TextField("Age", value: $age, format: .number)`: text that does not read as a value leaves
  /// the value as it was.
  public init<Format: ParseableFormatStyle>(
    _ title: String, value: Binding<Format.FormatInput>, format: Format
  ) where Format.FormatOutput == String {
    self.init(
      title,
      text: Binding(
        get: { format.format(value.wrappedValue) },
        set: { text in
          if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }))
  }
}

extension View {
  /// Runs `action` when the user presses Return in a text field inside, as SwiftUI's
  /// `onSubmit(of:_:)`; the triggers are accepted (search fields submit too).
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    EnvironmentModifier(content: self) { $0.submitActions.insert(action, at: 0) }
  }

  /// Puts a search field above this view that edits `text`, as SwiftUI's
  /// `searchable(text:placement:prompt:)`: the content filters itself by `text`, as in SwiftUI.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    VStack {
      TextField(prompt ?? "Search", text: text).accessibilityIdentifier("search")
      self
    }
  }
}

/// What submits in `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: Int
  /// Creates triggers from bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Return in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`; drawn above the content.
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// As the platform decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
}
