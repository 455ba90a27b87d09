import ViewKit

/// A picture, as SwiftUI's `Image`; the terminal renderer draws its name in brackets, as
/// `[star.fill]`, in a ViewKit `Label`.
public struct Image: View, PrimitiveView, Sendable {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The symbol's or asset's name.
  let name: String

  /// A size of symbol relative to the text beside it, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable {
    /// Smaller.
    case small
    /// The same.
    case medium
    /// Larger.
    case large
  }

  /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In its own colors.
    case original
    /// In the foreground color.
    case template
  }

  /// A system symbol, as SwiftUI's `Image(systemName:)`.
  nonisolated public init(systemName: String) {
    name = systemName
  }

  /// An image of the app's assets, as SwiftUI's `Image(_:)`.
  nonisolated public init(_ name: String) {
    self.name = name
  }

  /// An image of the app's assets that assistive technologies skip, as SwiftUI's
  /// `Image(decorative:)`; drawn as any image.
  nonisolated public init(decorative name: String) {
    self.name = name
  }

  /// The image scaled to the space it gets, as SwiftUI's `resizable()`; drawn the same.
  nonisolated public func resizable() -> Image { self }

  /// The image drawn in its own colors or as a template; drawn the same.
  nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let label = node.widget { SymbolLabel() }
    let text = "[\(name)]"
    if label.text != text { label.text = text }
    label.systemName = name
    return [label]
  }
}

/// How content fills its space, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  /// Whole, inside the space.
  case fit
  /// Covering the space.
  case fill
}

extension View {
  /// Keeps this view's proportions, as SwiftUI's `aspectRatio(_:contentMode:)`; not drawn.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
    StyleModifier(content: self)
  }

  /// Scales this view to fit its space, as SwiftUI's `scaledToFit()`; not drawn.
  public func scaledToFit() -> some View {
    StyleModifier(content: self)
  }

  /// Scales this view to fill its space, as SwiftUI's `scaledToFill()`; not drawn.
  public func scaledToFill() -> some View {
    StyleModifier(content: self)
  }
}

/// A title with an icon, as SwiftUI's `Label`; the terminal renderer draws the title only, as
/// a list row or a button's label reads it, unless a `labelStyle` says otherwise.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: Title
  let icon: Icon

  /// Creates a label of the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard let style = context.environment.labelStyle else {
      node.removeChild(at: 1)
      return context.graph.reconcileChild(title, of: node, at: 0, context)
    }
    node.removeChild(at: 0)
    return context.graph.reconcileChild(styled(by: style), of: node, at: 1, context)
  }

  private func styled<Style: LabelStyle>(by style: Style) -> AnyView {
    AnyView(
      style.makeBody(
        configuration: LabelStyleConfiguration(
          title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label of a title and a system symbol, as SwiftUI's
  /// `Label(_:systemImage:)`.
  public init(_ title: String, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  /// Creates a label of a title and an image of the app's assets, as SwiftUI's
  /// `Label(_:image:)`.
  public init(_ title: String, image name: String) {
    self.title = Text(title)
    icon = Image(name)
  }
}
