/// How an accessibility element treats the views inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// The children are not read.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are read as one element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// The children are read one by one inside the element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an element is to VoiceOver, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: Int

  /// Creates traits from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header of a section of content.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// A selected element.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
}

extension View {
  /// Makes this view one accessibility element, as SwiftUI's `accessibilityElement(children:)`;
  /// accepted, not modelled: the driver still reaches the views inside.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    StyleModifier(content: self)
  }

  /// Adds VoiceOver traits, as SwiftUI's `accessibilityAddTraits(_:)`; accepted, not modelled.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    StyleModifier(content: self)
  }

  /// Removes VoiceOver traits, as SwiftUI's `accessibilityRemoveTraits(_:)`; accepted, not
  /// modelled.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    StyleModifier(content: self)
  }

  /// Gives the value VoiceOver reads, as SwiftUI's `accessibilityValue(_:)`; accepted, not
  /// modelled.
  public func accessibilityValue(_ value: String) -> some View {
    StyleModifier(content: self)
  }

  /// Gives the value VoiceOver reads, from a text; accepted, not modelled.
  public func accessibilityValue(_ value: Text) -> some View {
    StyleModifier(content: self)
  }

  /// Hides this view from VoiceOver, as SwiftUI's `accessibilityHidden(_:)`; accepted, not
  /// modelled: the driver, which acts as a sighted user, still reaches it.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    StyleModifier(content: self)
  }

}
