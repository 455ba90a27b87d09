import Foundation

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Sendable {
    /// The bits of the edges in the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// A set of one edge.
    public init(_ edge: Edge) {
      rawValue = 1 << edge.rawValue
    }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Sendable {
    /// The bits of the edges in the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// The inset of each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets, each zero unless given.
  public init(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A horizontal or vertical direction, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Sendable {
    /// The bits of the axes in the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// Where views line up horizontally, as SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Sendable {
  /// Along the leading edge.
  case leading
  /// Along the centre.
  case center
  /// Along the trailing edge.
  case trailing
}

/// Where views line up vertically, as SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Sendable {
  /// Along the top edge.
  case top
  /// Along the centre.
  case center
  /// Along the bottom edge.
  case bottom
  /// Along the baseline of the first line of text.
  case firstTextBaseline
  /// Along the baseline of the last line of text.
  case lastTextBaseline
}

/// Where a view lines up in both directions, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment of both parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the platform decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
