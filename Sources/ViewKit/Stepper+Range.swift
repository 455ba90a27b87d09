extension Stepper {
  /// Steps by one over `range`, starting at its lower bound: a counter such as a score.
  public func configure(range: ClosedRange<Int>) {
    minimumValue = Double(range.lowerBound)
    maximumValue = Double(range.upperBound)
    stepValue = 1
    value = minimumValue
  }
}
