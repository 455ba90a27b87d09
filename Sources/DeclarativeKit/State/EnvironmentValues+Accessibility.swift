// The user's accessibility settings, as SwiftUI's environment reports them. A terminal user has
// none of them turned on, so each is `false` unless a view around sets it (a test can).
private struct VoiceOverEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct ReduceTransparencyKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

private struct InvertColorsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether VoiceOver is on.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether the user asked for differences shown without color.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the user asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the user inverted the colors.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// The text size the user chose; `.large`, the system's default, unless a view around sets it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}
