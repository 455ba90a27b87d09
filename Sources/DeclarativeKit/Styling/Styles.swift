// The styles of lists, buttons, text fields, labels and pickers, as SwiftUI's: accepted and
// drawn the same by the terminal renderer.

/// How a list looks, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {}

/// The platform's usual style: a style of a list, as SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's usual style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Rows without grouping: a style of a list, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// Grouped sections: a style of a list, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// Inset grouped sections: a style of a list, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset grouped sections.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// Inset rows: a style of a list, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// A sidebar: a style of a list, as SwiftUI's `SidebarListStyle`.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style of a list in this view, as SwiftUI's `listStyle(_:)`; not drawn.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }
}

/// How a button looks, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's usual style: a style of a button, as SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's usual style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A bordered button: a style of a button, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// A prominent bordered button: a style of a button, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A prominent bordered button.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// A button without a border: a style of a button, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A button drawn as its label: a style of a button, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button drawn as its label.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// Sets the style of a button in this view, as SwiftUI's `buttonStyle(_:)`; not drawn.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }
}

/// How a text field looks, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// The platform's usual style: a style of a text field, as SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's usual style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// A field without decoration: a style of a text field, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A field without decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A field with a rounded border: a style of a text field, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Sets the style of a text field in this view, as SwiftUI's `textFieldStyle(_:)`; not drawn.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }
}

/// How a label looks, as SwiftUI's `LabelStyle`: a style makes the body of each label in the
/// views it is set on, from the label's title and icon.
@MainActor
public protocol LabelStyle {
  /// The view a label of this style shows.
  associatedtype Body: View
  /// What the style is given: the label's title and icon.
  typealias Configuration = LabelStyleConfiguration
  /// The view of a label of this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as a `LabelStyle` gets them.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public let title: Title
  /// The label's icon, as a view.
  public let icon: Icon

  /// The title of the label being styled.
  public struct Title: View {
    let content: AnyView
    /// The label's own title view.
    public var body: some View { content }
  }

  /// The icon of the label being styled.
  public struct Icon: View {
    let content: AnyView
    /// The label's own icon view.
    public var body: some View { content }
  }
}

/// The platform's usual style, as SwiftUI's `DefaultLabelStyle`: the terminal draws the title.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's usual style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The title only: a style of a label, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The icon only: a style of a label, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The title and the icon, as SwiftUI's `TitleAndIconLabelStyle`: the icon is drawn before the
/// title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Sets the style of the labels in this view, as SwiftUI's `labelStyle(_:)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) { $0.labelStyle = style }
  }
}

/// How a picker looks, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {}

/// The platform's usual style: a style of a picker, as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's usual style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A menu: a style of a picker, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// Segments side by side: a style of a picker, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A wheel: a style of a picker, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The options inline: a style of a picker, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A row that opens the options: a style of a picker, as SwiftUI's `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that opens the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A palette: a style of a picker, as SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  /// Sets the style of a picker in this view, as SwiftUI's `pickerStyle(_:)`; not drawn.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }
}
