import Foundation

/// The size a ``GeometryReader`` offers its content, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
  /// The space offered: an iPhone screen's 390 × 844 points, since the terminal has no points.
  public let size: CGSize
  /// The insets of the safe area: none here.
  public let safeAreaInsets: EdgeInsets
}

/// Views built from the space they are offered, as SwiftUI's `GeometryReader`; the content is
/// drawn with a proxy of an iPhone screen's size, so layout arithmetic runs and text reads.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// Creates a reader whose views `content` builds from the offered space.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// The content, built with the offered space.
  public var body: some View {
    content(
      GeometryProxy(
        size: CGSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)))
  }
}

/// Scrolls a scroll view to a view by id, as SwiftUI's `ScrollViewProxy`; the terminal draws
/// the whole content in place, so there is nothing to scroll.
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id`: nothing to do here.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// Creates a reader whose views `content` builds with the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, built with the proxy.
  public var body: some View {
    content(ScrollViewProxy())
  }
}

/// A title that shows or hides its content when tapped, as SwiftUI's `DisclosureGroup`: drawn
/// as a button titled with the label, `▸` or `▾` before it, and the content below while open.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var isOpen = false

  /// Creates a group, closed, whose label and content the closures build.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  /// Creates a group open while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  /// The toggle, then the content while open.
  public var body: some View {
    let open = isExpanded?.wrappedValue ?? isOpen
    VStack(alignment: .leading) {
      Button {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { isOpen.toggle() }
      } label: {
        HStack {
          Text(open ? "▾" : "▸")
          label
        }
      }
      if open { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group titled `title`, closed.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group titled `title`, open while `isExpanded` is true.
  public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A column or row of a lazy grid, as SwiftUI's `GridItem`; its size is accepted, not drawn.
public struct GridItem: Sendable {
  /// How wide a column (or tall a row) is.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space, within bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each within bounds.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size

  /// Creates an item of `size`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
  }
}

/// Items in columns, made as they scroll into view, as SwiftUI's `LazyVGrid`; drawn as rows
/// (one item per line), as a narrow screen would stack them.
public struct LazyVGrid<Content: View>: View {
  let content: Content

  /// Creates a grid of `columns` over the views `content` builds.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The items, one per line.
  public var body: some View {
    VStack { content }
  }
}

/// Items in rows, made as they scroll into view, as SwiftUI's `LazyHGrid`; drawn side by side.
public struct LazyHGrid<Content: View>: View {
  let content: Content

  /// Creates a grid of `rows` over the views `content` builds.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The items, side by side.
  public var body: some View {
    HStack { content }
  }
}

/// Rows of cells aligned in columns, as SwiftUI's `Grid`; drawn as its rows, one per line.
public struct Grid<Content: View>: View {
  let content: Content

  /// Creates a grid of the rows `content` builds.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// The rows, one per line.
  public var body: some View {
    VStack { content }
  }
}

/// One row of a ``Grid``, as SwiftUI's `GridRow`; its cells drawn side by side.
public struct GridRow<Content: View>: View {
  let content: Content

  /// Creates a row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The cells, side by side.
  public var body: some View {
    HStack { content }
  }
}
