import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      case date, time, relative, offset, timer
    }

    let kind: Kind

    /// The date, long style ("June 3, 2019").
    public static let date = DateStyle(kind: .date)
    /// The time only, short style ("11:23 PM").
    public static let time = DateStyle(kind: .time)
    /// The distance from now in its two largest units ("2 hours, 23 minutes").
    public static let relative = DateStyle(kind: .relative)
    /// The distance from now, signed, in its largest unit ("+2 hours", "-3 months").
    public static let offset = DateStyle(kind: .offset)
    /// The distance from now as a timer ("2:32", "36:59:01").
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`, as SwiftUI's `Text(_:style:)`: `.date` and `.time` with
  /// `DateFormatter` in the current locale and time zone; the others in English, measured from
  /// the moment the text is made (they do not count on as SwiftUI's do).
  nonisolated public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Self.format(date, style: style, now: Date()))
  }

  /// Shows `input` as `format` formats it, as SwiftUI's `Text(_:format:)`:
  /// `Text(score, format: .number)`, `Text(date, format: .dateTime.year())`.
  nonisolated public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
  where Format.FormatInput: Equatable, Format.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Shows a string, as SwiftUI's `Text(_:)` given a `Substring` or any other `StringProtocol`.
  nonisolated public init<Content: StringProtocol>(_ content: Content) {
    self.init(verbatim: String(content))
  }

  /// The two texts one after the other, as SwiftUI's `+` on `Text`.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }

  /// `date` in `style`, measured from `now`.
  nonisolated static func format(_ date: Date, style: DateStyle, now: Date) -> String {
    switch style.kind {
    case .date, .time:
      let formatter = DateFormatter()
      formatter.dateStyle = style.kind == .date ? .long : .none
      formatter.timeStyle = style.kind == .time ? .short : .none
      return formatter.string(from: date)
    case .relative:
      return DateDistance(from: now, to: date).units.prefix(2).joined(separator: ", ")
    case .offset:
      let sign = date < now ? "-" : "+"
      return sign + (DateDistance(from: now, to: date).units.first ?? "0 seconds")
    case .timer:
      let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
      let rest = String(format: "%02d", seconds % 60)
      return hours > 0
        ? "\(hours):\(String(format: "%02d", minutes)):\(rest)" : "\(minutes):\(rest)"
    }
  }
}

/// The calendar distance between two dates, in English units from the largest.
private struct DateDistance {
  let units: [String]

  init(from start: Date, to end: Date) {
    let (earlier, later) = start <= end ? (start, end) : (end, start)
    let parts = Calendar.current.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
    let named: [(Int?, String)] = [
      (parts.year, "year"), (parts.month, "month"), (parts.day, "day"), (parts.hour, "hour"),
      (parts.minute, "minute"), (parts.second, "second"),
    ]
    let found = named.compactMap { count, name -> String? in
      guard let count, count > 0 else { return nil }
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    units = found.isEmpty ? ["0 seconds"] : found
  }
}
