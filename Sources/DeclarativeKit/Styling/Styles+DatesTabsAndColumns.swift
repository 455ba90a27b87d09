import Foundation

/// The styles of date pickers, tab views and split views: accepted and not drawn (the terminal
/// draws a date picker as its text, tabs over their bar, a split view as a stack).
extension View {
  /// Sets the style of a date picker in this view, as SwiftUI's `datePickerStyle(_:)`; not drawn.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the style of a tab view in this view, as SwiftUI's `tabViewStyle(_:)`; not drawn.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the style of a split view in this view, as SwiftUI's `navigationSplitViewStyle(_:)`;
  /// not drawn.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the width of a split view's column, as SwiftUI's
  /// `navigationSplitViewColumnWidth(_:)`; not drawn.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the width bounds of a split view's column, as SwiftUI's
  /// `navigationSplitViewColumnWidth(min:ideal:max:)`; not drawn.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    StyleModifier(content: self)
  }
}

/// How a date picker looks, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// The platform's usual style: a style of a date picker, as SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's usual style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// A button that opens a calendar: a style of a date picker, as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A button that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A calendar shown in place: a style of a date picker, as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Wheels: a style of a date picker, as SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// How a tab view looks, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// The platform's usual style: a style of a tab view, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's usual style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// Pages swiped side by side: a style of a tab view, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped side by side.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// How a split view looks, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's usual style: a style of a split view, as SwiftUI's
/// `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's usual style.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

/// The columns side by side, sharing the width: a style of a split view, as SwiftUI's
/// `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The columns side by side, sharing the width.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

/// The detail full width, the other columns over it: a style of a split view, as SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail full width, the other columns over it.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}
