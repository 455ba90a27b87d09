import MetricsKit

extension BarChart {
  /// The chart followed by the same numbers as a table inside one `<figure>`, so the figure has
  /// a text alternative and reads in a screen reader too.
  package func html() -> String {
    let headers = [categoryAxis] + series.map(\.name) + (stacked ? ["total"] : [])
    let cells = rows.map { row in
      [row.label] + row.values.map(text) + (stacked ? [text(Self.total(row))] : [])
    }
    let id = SiteContent.slug(title.lowercased())
    return "<figure class=\"chart\" id=\"\(id)\">\n" + svg() + HTML.table(headers, cells)
      + "</figure>\n"
  }
}
