/// Minutes and seconds left on the match countdown (SPEC §1.5).
package struct GatherTime: Sendable, Equatable {
  package var minutes: Int
  package var seconds: Int

  /// The time a gather starts with: 10:00.
  package static let defaultTime = GatherTime(minutes: 10, seconds: 0)

  /// Zero minutes and zero seconds.
  package static let zero = GatherTime(minutes: 0, seconds: 0)

  /// The values the picker offers for either wheel: 0–59.
  package static let pickerRange = 0...59

  /// Creates a time; both parts are expected in 0–59.
  package init(minutes: Int, seconds: Int) {
    self.minutes = minutes
    self.seconds = seconds
  }

  /// The time the picker's wheels show at these rows; a row past either end of a wheel is
  /// taken as that end.
  package init(minutesRow: Int, secondsRow: Int) {
    self.init(minutes: Self.value(ofRow: minutesRow), seconds: Self.value(ofRow: secondsRow))
  }

  /// The wheel rows that show this time, for opening the picker at it.
  package var pickerRows: (minutes: Int, seconds: Int) {
    (minutes - Self.pickerRange.lowerBound, seconds - Self.pickerRange.lowerBound)
  }

  /// Whether the countdown has nothing left.
  package var isZero: Bool { minutes == 0 && seconds == 0 }

  /// `MM:SS`, each part padded to two digits (`09:05`).
  package var text: String { Self.twoDigits(minutes) + ":" + Self.twoDigits(seconds) }

  /// The time one second later on the countdown; zero stays zero.
  package func decremented() -> GatherTime {
    if isZero { return self }
    if seconds == 0 { return GatherTime(minutes: minutes - 1, seconds: 59) }
    return GatherTime(minutes: minutes, seconds: seconds - 1)
  }

  /// The title of minutes-wheel row `value` (`"5 min"`).
  package static func minutesTitle(_ value: Int) -> String { "\(value) min" }

  /// The title of seconds-wheel row `value` (`"5 sec"`).
  package static func secondsTitle(_ value: Int) -> String { "\(value) sec" }

  private static func value(ofRow row: Int) -> Int {
    min(max(pickerRange.lowerBound + row, pickerRange.lowerBound), pickerRange.upperBound)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
