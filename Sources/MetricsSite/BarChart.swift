import MetricsKit

extension BarChart {
  /// The chart followed by the same numbers as a table inside one `<figure>`, so the figure has
  /// a text alternative and reads in a screen reader too.
  ///
  /// `folded` puts the table one click away, in a `<details>`, so the overview's chart shares
  /// one screen with its heading.
  package func html(folded: Bool = false) -> String {
    let headers = [categoryAxis] + series.map(\.name) + (stacked ? ["total"] : [])
    let cells = rows.map { row in
      [row.label] + row.values.map(text) + (stacked ? [text(Self.total(row))] : [])
    }
    let id = SiteContent.slug(title.lowercased())
    let table = HTML.table(headers, cells)
    return "<figure class=\"chart\" id=\"\(id)\">\n" + svg()
      + (folded ? "<details><summary>The numbers</summary>\n" + table + "</details>\n" : table)
      + "</figure>\n"
  }
}
