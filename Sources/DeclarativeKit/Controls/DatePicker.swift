import Foundation
import ViewKit

/// The parts of a date a ``DatePicker`` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: UInt

  /// Creates components from bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 2)
}

/// A date bound to a selection, as SwiftUI's `DatePicker`; hosted as a ViewKit `TextField`
/// titled with the label, showing the date as `2026-05-01`, the time as `14:30`, or both.
///
/// Typing a date in that form (the driver's `type(_:into:)`) sets the parts shown and keeps the
/// others; a date outside the range is clamped to it, as the wheels stop at their ends; text
/// that does not read as a date changes nothing, and Return shows the date again. Dates are
/// shown in the environment's `timeZone`.
public struct DatePicker<Label: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let selection: Binding<Date>
  let range: ClosedRange<Date>
  let components: DatePickerComponents

  /// Creates a picker of the parts `displayedComponents` of `selection`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// Creates a picker of dates within `range`, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.range = range
    components = displayedComponents
  }

  /// Creates a picker of dates from `range`'s start on, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// Creates a picker of dates up to `range`'s end, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let title = context.graph.reconcileChild(label, of: node, at: 0, context).titleText
    let field = node.widget { ViewKit.TextField() }
    let format = DateFieldFormat(components: components, timeZone: context.environment.timeZone)
    let text = format.string(from: selection.wrappedValue)
    if field.text != text { field.text = text }
    if field.placeholder != format.pattern { field.placeholder = format.pattern }
    let shownTitle = context.environment.areLabelsHidden || title.isEmpty ? nil : title
    if field.title != shownTitle { field.title = shownTitle }
    field.accessibilityLabel = title
    field.isEnabled = context.environment.isEnabled
    let selection = selection
    let range = range
    field.onEditingChanged = { [weak field] typed in
      guard let date = format.date(from: typed, keeping: selection.wrappedValue) else { return }
      let clamped = min(max(date, range.lowerBound), range.upperBound)
      selection.wrappedValue = clamped
      // A clamped date may be the one kept, which no pass would show again.
      if clamped != date { field?.text = format.string(from: clamped) }
    }
    // Return ends the edit: text that named no date gives way to the date kept.
    field.onReturn = { [weak field] in field?.text = format.string(from: selection.wrappedValue) }
    return [field]
  }
}

extension DatePicker where Label == Text {
  /// Creates a picker titled `title` of the parts `displayedComponents` of `selection`, as
  /// SwiftUI's `DatePicker(_:selection:displayedComponents:)`.
  public init(
    _ title: String, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates a picker titled `title` of dates within `range`, as SwiftUI's
  /// `DatePicker(_:selection:in:displayedComponents:)`.
  public init(
    _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// Creates a picker titled `title` of dates from `range`'s start on.
  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// Creates a picker titled `title` of dates up to `range`'s end.
  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}
