extension Toggle {
  /// Creates a switch titled with the text of `label` that reads and writes `isOn`, as
  /// SwiftUI's `Toggle(isOn:label:)`.
  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    title = nil
    self.isOn = isOn
    self.label = AnyView(label())
  }
}
