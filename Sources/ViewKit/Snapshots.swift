/// What the driver reads from one table row.
public struct RowSnapshot: Equatable, Sendable {
  /// The row's main text.
  public var text: String
  /// The row's detail text, if any.
  public var detail: String?
  /// The row's tick box, if shown.
  public var checkbox: TableViewCell.Checkbox?
  /// The row's accessory.
  public var accessory: TableViewCell.AccessoryType

  /// Creates a snapshot; tests use it for expected rows.
  public init(
    text: String, detail: String? = nil, checkbox: TableViewCell.Checkbox? = nil,
    accessory: TableViewCell.AccessoryType = .none
  ) {
    self.text = text
    self.detail = detail
    self.checkbox = checkbox
    self.accessory = accessory
  }
}

/// What the driver reads from the shown alert.
public struct AlertSnapshot: Equatable, Sendable {
  /// The alert's title.
  public var title: String?
  /// The alert's message.
  public var message: String?
  /// The titles of its actions, in order.
  public var actions: [String]

  /// Creates a snapshot; tests use it for expected alerts.
  public init(title: String?, message: String?, actions: [String]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
