import ViewKit

/// Bar, list-row and keyboard modifiers, as SwiftUI's: accepted and not drawn by the terminal
/// renderer (which has one bar and no keyboard); identity and widgets are the content's.
extension View {
  /// Sets how the navigation bar shows the title, as SwiftUI's
  /// `navigationBarTitleDisplayMode(_:)`.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Shows or hides the background of scrolling content, as SwiftUI's
  /// `scrollContentBackground(_:)`.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    StyleModifier(content: self)
  }

  /// Puts a view behind this list row, as SwiftUI's `listRowBackground(_:)`.
  public func listRowBackground<Background: View>(_ view: Background?) -> some View {
    StyleModifier(content: self)
  }

  /// Shows or hides this list row's separators, as SwiftUI's `listRowSeparator(_:edges:)`.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Sets the insets of this list row, as SwiftUI's `listRowInsets(_:)`.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    StyleModifier(content: self)
  }

  /// Shows or hides the background of bars, as SwiftUI's `toolbarBackground(_:for:)`.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Sets the background style of bars, as SwiftUI's `toolbarBackground(_:for:)`.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Sets how the text fields in this view capitalize, as SwiftUI's
  /// `textInputAutocapitalization(_:)`.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Sets the keyboard of the text fields in this view, as SwiftUI's `keyboardType(_:)`.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the return key's label in this view, as SwiftUI's `submitLabel(_:)`.
  public func submitLabel(_ label: SubmitLabel) -> some View {
    StyleModifier(content: self)
  }
}

/// Namespace of the navigation bar's title modes, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How the navigation bar shows the title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the screen before it.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// A bar of the screen, as SwiftUI's `ToolbarPlacement`.
public enum ToolbarPlacement: Hashable, Sendable {
  /// The platform's usual bar.
  case automatic
  /// The navigation bar.
  case navigationBar
  /// The tab bar.
  case tabBar
  /// The bottom bar.
  case bottomBar
}

/// How a text field capitalizes, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Never.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` that SwiftUI takes.
public enum UIKeyboardType: Hashable, Sendable {
  /// The usual keyboard.
  case `default`
  /// Letters and digits in ASCII.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For addresses of web pages.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's spelling, which apps write.
  case URL
  /// Digits.
  case numberPad
  /// For phone numbers.
  case phonePad
  /// For a name or a phone number.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For user names and hashtags.
  case twitter
  /// For searching the web.
  case webSearch
}

/// The label of a text field's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  /// Sets the heights a sheet may rest at, as SwiftUI's `presentationDetents(_:)`; not drawn
  /// (a sheet is a whole screen in the terminal).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    StyleModifier(content: self)
  }

  /// Shows or hides a sheet's grabber, as SwiftUI's `presentationDragIndicator(_:)`; not drawn.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    StyleModifier(content: self)
  }
}

/// A height a sheet may rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  /// About half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")

  /// A share of the screen's height.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }

  /// A height in points.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
}
