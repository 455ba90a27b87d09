extension TextField {
  /// Makes this field the one the keyboard types into, as UIKit's `becomeFirstResponder()`:
  /// the field that was (on the same screen) resigns first; a disabled field refuses.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard isEnabled else { return false }
    let root = rootView
    root.firstResponderField?.resignFirstResponder()
    root.firstResponderField = self
    isFirstResponder = true
    onBeginEditing?()
    return true
  }

  /// Stops this field taking the keyboard's typing, as UIKit's `resignFirstResponder()`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    isFirstResponder = false
    let root = rootView
    if root.firstResponderField === self { root.firstResponderField = nil }
    onEndEditing?()
    return true
  }

  /// The outermost view around this one: its screen's view once it is shown.
  private var rootView: View {
    var root: View = self
    while let parent = root.superview { root = parent }
    return root
  }
}
