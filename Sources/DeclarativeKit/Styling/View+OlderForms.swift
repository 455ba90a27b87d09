import Foundation

/// The iOS 13–16 spellings older tutorials still use, as thin aliases of today's modifiers, so
/// such code compiles with only the import changed. SwiftUI deprecates them (most "in a future
/// version"); here they are plain aliases, so using one costs no warning.
extension View {
  /// Sets the screen's title, as SwiftUI's deprecated `navigationBarTitle(_:)`.
  public func navigationBarTitle(_ title: String) -> some View {
    navigationTitle(title)
  }

  /// Sets the screen's title and how the bar shows it, as SwiftUI's deprecated
  /// `navigationBarTitle(_:displayMode:)`.
  public func navigationBarTitle(
    _ title: String, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Names this view for assistive technologies, as SwiftUI's deprecated `accessibility(label:)`.
  public func accessibility(label: Text) -> some View {
    accessibilityLabel(label)
  }

  /// Turns autocorrection off, as SwiftUI's deprecated `disableAutocorrection(_:)`.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    autocorrectionDisabled(disable ?? false)
  }

  /// Sets how text fields capitalize, as SwiftUI's deprecated `autocapitalization(_:)`; not
  /// drawn.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    StyleModifier(content: self)
  }

  /// Runs `action` with the new value when `value` changes, as SwiftUI's deprecated one-parameter
  /// `onChange(of:perform:)`.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (Value) -> Void
  ) -> some View {
    onChange(of: value) { _, newValue in action(newValue) }
  }

  /// Runs `action` when the view appears, as `task(_:)`; the priority is accepted (the kit's
  /// tasks run on the main actor, in order).
  public func task(
    priority: TaskPriority, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    task(action)
  }

  /// As `task(id:_:)`, with a priority that is accepted.
  public func task<ID: Equatable>(
    id: ID, priority: TaskPriority, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    task(id: id, action)
  }
}

/// What the previews of `PreviewProvider`s were given before `#Preview` took names and traits;
/// accepted and not drawn (a preview is drawn as a screen of the renderer's width).
extension View {
  /// Names this view's preview, as SwiftUI's `previewDisplayName(_:)`.
  public func previewDisplayName(_ value: String?) -> some View {
    StyleModifier(content: self)
  }

  /// Sizes this view's preview, as SwiftUI's `previewLayout(_:)`.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    StyleModifier(content: self)
  }

  /// Shows this view's preview on a device, as SwiftUI's `previewDevice(_:)`.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    StyleModifier(content: self)
  }
}

/// The size of a preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
  /// A device's screen.
  case device
  /// As small as the view allows.
  case sizeThatFits
  /// A size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name, such as "iPhone 16".
  public let rawValue: String

  /// Creates a device of a name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a device of a name written as a literal.
  public init(stringLiteral value: String) {
    rawValue = value
  }
}

/// How a text field capitalizes, as UIKit's `UITextAutocapitalizationType` that SwiftUI's
/// deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}
