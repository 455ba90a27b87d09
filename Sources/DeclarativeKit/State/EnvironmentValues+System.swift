import Foundation

/// Light or dark appearance, as SwiftUI's `ColorScheme`; the terminal draws no colours, so it
/// only tells views what they asked for.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// Light appearance, the default.
  case light
  /// Dark appearance.
  case dark
}

/// How much room a dimension has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  /// Constrained room, as on an iPhone's width.
  case compact
  /// Ample room.
  case regular
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
  /// The appearance views are drawn in; `.light` unless a view around sets it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The width's size class; `.compact` (a phone held upright) unless a view around sets it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height's size class; `.regular` (a phone held upright) unless a view around sets it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The locale views format for; `Locale.current` unless a view around sets it.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar views compute dates with; `Calendar.current` unless a view around sets it.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone views show dates in; `TimeZone.current` unless a view around sets it.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
