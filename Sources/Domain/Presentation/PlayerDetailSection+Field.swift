extension PlayerDetailSection {
  /// The field on row `row` of section `section` of Player Detail's table; nil outside the
  /// table, as a tap there selects nothing.
  package static func field(atRow row: Int, inSection section: Int) -> PlayerField? {
    guard allCases.indices.contains(section) else { return nil }
    let fields = allCases[section].fields
    return fields.indices.contains(row) ? fields[row] : nil
  }
}
