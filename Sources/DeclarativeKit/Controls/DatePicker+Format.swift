import Foundation

/// How a date picker writes and reads the parts it shows.
struct DateFieldFormat: Sendable {
  let components: DatePickerComponents
  let timeZone: TimeZone

  /// The form typed text must take, shown while the field is empty.
  var pattern: String {
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, false): "yyyy-MM-dd"
    case (false, true): "HH:mm"
    default: "yyyy-MM-dd HH:mm"
    }
  }

  func string(from date: Date) -> String {
    formatter().string(from: date)
  }

  /// The date `text` names, its parts not shown taken from `current`; nil if it names none.
  func date(from text: String, keeping current: Date) -> Date? {
    guard let typed = formatter().date(from: text) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let day: Set<Calendar.Component> = [.year, .month, .day]
    let time: Set<Calendar.Component> = [.hour, .minute, .second]
    let dayFrom = components.contains(.date) ? typed : current
    let timeFrom = components.contains(.hourAndMinute) ? typed : current
    var parts = calendar.dateComponents(day, from: dayFrom)
    let clock = calendar.dateComponents(time, from: timeFrom)
    parts.hour = clock.hour
    parts.minute = clock.minute
    parts.second = components.contains(.hourAndMinute) ? 0 : clock.second
    return calendar.date(from: parts)
  }

  private func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = pattern
    formatter.isLenient = false
    return formatter
  }
}
