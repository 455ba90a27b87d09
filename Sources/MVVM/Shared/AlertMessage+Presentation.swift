import Domain

extension AlertMessage? {
  /// Whether an alert is shown; set to false when the user answers it, which forgets it.
  ///
  /// What a declarative alert binds to (`$viewModel.alert.isPresented`), so both UIs dismiss an
  /// alert the same way: the view model's `alert` becomes nil.
  var isPresented: Bool {
    get { self != nil }
    set { if !newValue { self = nil } }
  }

  /// The shown alert's message; set to nil when the user answers it, which forgets it.
  var shownMessage: String? {
    get { self?.message }
    set { if newValue == nil { self = nil } }
  }
}
