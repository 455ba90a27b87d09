// A stub of SwiftUI's documented signatures — module `SwiftUI` — for exactly the API that
// `Sources/Layouts`' declarative files and the patterns' declarative screens use.
//
// Written by us from Apple's documentation of SwiftUI for iOS 17 (names, generic signatures,
// argument labels, closure types) with the concurrency annotations of the iOS 18 SDK, which is
// what Xcode type-checks a Swift 6 app against: `View` is a `@MainActor @preconcurrency`
// protocol, modifiers are `nonisolated`, `Button` takes a synchronous `@MainActor` action, `task`
// a `@Sendable` async one that inherits the view's actor, `Binding(get:set:)` `@Sendable` closures.
// No code is copied from SwiftUI (there is none to copy) or from any other project.
//
// Only the signatures matter: bodies are `fatalError()` or trivial, nothing here runs.
// `scripts/check-swiftui-api` compiles this file as the module `SwiftUI` and type-checks the
// screens against it with `import DeclarativeKit` changed to `import SwiftUI`; a declaration
// belongs here only if SwiftUI has it, with SwiftUI's own signature.
//
// Order: re-exports; View and its builder; the structural views; state and environment; text and
// controls; stacks; lists; navigation; toolbars; modifiers.

// `import SwiftUI` brings Foundation (`IndexSet`, `Date`…) and Observation (`@Observable`).
@_exported import Foundation
@_exported import Observation
// On iOS, `import SwiftUI` brings UIKit too; `UIKit.swift` has the little of it the screens use.
@_exported import UIKit

/// A type whose values a drag carries (CoreTransferable's `Transferable`); `String` is one.
public protocol Transferable {}
extension String: Transferable {}

// MARK: - View and ViewBuilder

/// A piece of the user interface (`View`): `@MainActor @preconcurrency` since the iOS 18 SDK.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A type that gives previews of views (SwiftUI's `PreviewProvider`, main-actor isolated).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// The `Body` of primitive views.
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The result builder of view content (`ViewBuilder`), with iOS 17's parameter-pack block.
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// MARK: - Structural views

/// No view (`EmptyView`).
@frozen public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// A block's views (`TupleView`).
@frozen public struct TupleView<T>: View {
  public var value: T
  nonisolated public init(_ value: T) { fatalError() }
  public var body: Never { fatalError() }
}

/// An `if`/`else` or `switch` of a builder (`_ConditionalContent`).
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// An `if` without `else` of a builder.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A type-erased view (`AnyView`).
@frozen public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// MARK: - State and environment

/// A property that SwiftUI updates before `body` (`DynamicProperty`).
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A value a view owns (`State`).
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public init(initialValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// A reference to a value owned elsewhere (`Binding`): `Sendable` when its value is.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// iOS 18 SDK: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`, whose closures inherit the
  /// caller's actor.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// Bindings to the properties of an `@Observable` object (`Bindable`), iOS 17.
///
/// Its initialisers need an `Observable` class; the unconstrained ones exist only to say so.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) { fatalError() }
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) { fatalError() }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

/// A value of the environment (`Environment`): a key path of `EnvironmentValues`, or an
/// `@Observable` object put there with `.environment(_:)` (iOS 17).
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

extension Environment {
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
}

/// The environment's values (`EnvironmentValues`).
public struct EnvironmentValues {
  /// Dismisses the presentation that reads it (`\.dismiss`).
  public var dismiss: DismissAction { fatalError() }
  /// The edit mode of a list, iOS (`\.editMode`).
  public var editMode: Binding<EditMode>? {
    get { fatalError() }
    set {}
  }
}

/// What `\.dismiss` gives (`DismissAction`).
@MainActor @preconcurrency
public struct DismissAction {
  public func callAsFunction() {}
}

/// Whether a view is in edit mode (`EditMode`), iOS.
public enum EditMode: Hashable, Sendable {
  case inactive
  case transient
  case active
}

// MARK: - Text, controls and indicators

/// A string to look up in the app's tables (`LocalizedStringKey`).
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}

  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
  }
}

/// The values `LocalizedStringKey`'s interpolation formats with a specifier (`Int` among them).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}

/// Read-only text (`Text`).
@frozen public struct Text: Equatable, Sendable {
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
}

extension Text: View {
  public var body: Never { fatalError() }
}

extension Text {
  /// This text in `font`; a `Text` still, so it can be concatenated.
  public func font(_ font: Font?) -> Text { self }
}

/// A font (`Font`): the text styles of Dynamic Type.
@frozen public struct Font: Hashable, Sendable {
  public static let subheadline = Font()
}

/// An image (`Image`): `Image(systemName:)` is an SF Symbol.
@frozen public struct Image: Equatable, Sendable {
  public init(systemName: String) {}
}

extension Image: View {
  public var body: Never { fatalError() }
}

/// The purpose of a button (`ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

/// A control that runs a synchronous `@MainActor` action (`Button`): an async job starts a
/// `Task` in the action.
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

/// An editable line of text (`TextField`).
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, text: Binding<String>
  ) {}
}

/// An editable line of hidden text (`SecureField`).
@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, text: Binding<String>
  ) {}
}

/// An on/off switch (`Toggle`): it always has a label; `.labelsHidden()` hides it.
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, isOn: Binding<Bool>
  ) {}
}

/// Increment and decrement buttons (`Stepper`): it always has a label; `.labelsHidden()` hides it.
@MainActor @preconcurrency
public struct Stepper<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
  @_disfavoredOverload nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

/// A choice among tagged views (`Picker`); `.pickerStyle(.wheel)` draws it as a wheel.
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension Picker where Label == Text {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

/// How a picker draws (`PickerStyle`).
public protocol PickerStyle {}

/// The wheel picker (`WheelPickerStyle`), iOS.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A label beside a value (`LabeledContent`), iOS 16.
@MainActor @preconcurrency
public struct LabeledContent<Label: View, Content: View>: View {
  public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload nonisolated public init<S1: StringProtocol, S2: StringProtocol>(
    _ title: S1, value: S2
  ) {}
}

/// The empty state of a screen (`ContentUnavailableView`), iOS 17.
@MainActor @preconcurrency
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  public var body: Never { fatalError() }
}

/// An activity indicator (`ProgressView`).
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init() {}
}

// MARK: - Stacks

/// Views side by side (`HStack`).
@frozen public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// Views one above the other (`VStack`).
@frozen public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// A vertical alignment guide (`VerticalAlignment`).
@frozen public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
}

/// A horizontal alignment guide (`HorizontalAlignment`).
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

/// An alignment in both axes (`Alignment`).
@frozen public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
}

// MARK: - Lists

/// Rows in a scrolling list (`List`).
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A group of rows with a header (`Section`).
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content
  ) {}
}

/// A view per element of a collection (`ForEach`), each known by an id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

/// Views generated from a collection, which a list can edit (`DynamicViewContent`).
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Swipe to delete, with the offsets of the deleted elements.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent
  { self }

  /// Rows moved in reorder mode, with the offsets moved and the offset they go before.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> some DynamicViewContent
  { self }

  /// Rows dropped on the collection, with the offset in its data they go to (iOS 16).
  nonisolated public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> some DynamicViewContent { self }
}

// MARK: - Navigation

/// A stack of views over a root (`NavigationStack`), iOS 16.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationStack {
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
}

extension NavigationStack where Data == NavigationPath {
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}

/// A type-erased list of path values (`NavigationPath`), iOS 16.
public struct NavigationPath {
  public init() {}
}

/// A view that presents a value on the stack (`NavigationLink`).
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

// MARK: - Toolbars

/// Content of a toolbar (`ToolbarContent`).
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

/// The result builder of toolbar content (`ToolbarContentBuilder`).
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
}

/// An item of a toolbar (`ToolbarItem`).
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { fatalError() }
}

extension Never: ToolbarContent {}

extension ToolbarItem where ID == () {
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

/// Where a toolbar item goes (`ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
  /// iOS 14.
  public static let topBarTrailing = ToolbarItemPlacement()
}

// MARK: - Modifiers

extension View {
  // Identity and accessibility.

  /// The view's identity: a new id is a new view, with new state.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  /// The identifier UI tests find the element by.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }

  // Interaction.

  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// The view as the source of a drag carrying `payload` (iOS 16).
  nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some View
  { self }

  // Text input and controls.

  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  nonisolated public func labelsHidden() -> some View { self }
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

  // Navigation and toolbars.

  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { self }

  // Presentation.

  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }

  // Layers.

  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  // Environment.

  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }
  /// iOS 17: an `@Observable` object that `@Environment(T.self)` reads.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    self
  }

  // Lifecycle and events.

  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// iOS 17.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }
  /// A task started before the view appears and cancelled when it disappears; the closure
  /// inherits the view's actor (the main actor).
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext @_implicitSelfCapture _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
}
