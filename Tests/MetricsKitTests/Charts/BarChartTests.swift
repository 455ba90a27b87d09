import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct BarChartTests {
  @Test func givenValuesSpanningOrdersOfMagnitude_whenDrawn_thenTheAxisStartsAtZero() {
    // Given timings that grow a hundredfold
    let chart = BarChart(
      title: "Speed", valueAxis: "ms", categoryAxis: "pattern",
      series: [.init("100", color: Palette.colors[0]), .init("10000", color: Palette.colors[1])],
      rows: [.init("MVC", [0.5, 50])])
    // When drawn
    let svg = chart.svg()
    // Then the axis runs from 0 to 50 in steps of 10, both bars are drawn and both values
    // printed, the smaller one with two significant digits
    for tick in ["0", "10", "20", "30", "40", "50"] {
      #expect(svg.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
    #expect(chart.barCount == 2)
    #expect(svg.contains("class=\"value\">0.5</text>") && svg.contains("class=\"value\">50</text>"))
  }

  @Test func givenALargestValueOf2214_whenDrawn_thenTheAxisEndsOnARoundNumber() {
    // Given a largest value of 2214 lines
    let chart = BarChart(
      title: "Code", valueAxis: "lines", categoryAxis: "pattern",
      series: [.init("code", color: Palette.colors[0])], rows: [.init("VIP", [2214])])
    // When drawn
    let svg = chart.svg()
    // Then the axis runs to 2500 in steps of 500
    for tick in ["0", "500", "1000", "1500", "2000", "2500"] {
      #expect(svg.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
  }

  @Test func givenStackedSegments_whenDrawn_thenEachSegmentsValueAndTheTotalArePrinted() {
    // Given a row of three parts, one too narrow to hold its own number
    let chart = BarChart(
      title: "Code", valueAxis: "lines", categoryAxis: "pattern",
      series: (0..<3).map { .init("part \($0)", color: Palette.color(at: $0)) },
      rows: [.init("MVP", [600, 2, 300])], stacked: true, width: BarChart.reportWidth)
    // When drawn
    let reading = ChartReading(svg: chart.svg())
    // Then every part's value is printed under the bar, the total after it, and the legend
    // names the parts
    #expect(reading.rows.map(\.label) == ["MVP"])
    #expect(reading.rows.first?.values == [600, 2, 300])
    #expect(reading.rows.first?.total == 902)
    #expect(reading.legend == ["part 0", "part 1", "part 2"])
  }

  @Test func givenARowWithoutValues_whenDrawn_thenItsNoteStandsInPlaceOfItsBar() {
    // Given a pattern with nothing to draw
    let chart = BarChart(
      title: "Cost", valueAxis: "lines", categoryAxis: "pattern",
      series: [.init("a", color: Palette.colors[0]), .init("b", color: Palette.colors[1])],
      rows: [.init("MVC", [], note: "no second UI"), .init("MVP", [3, 4])], stacked: true)
    // When drawn
    let svg = chart.svg()
    // Then its note is there, in grey, and only the other row has bars, one per segment
    #expect(svg.contains("fill=\"\(Palette.neutral)\">no second UI</text>"))
    #expect(chart.barCount == 2)
    #expect(svg.components(separatedBy: "<rect class=\"bar\"").count - 1 == 2)
  }

  @Test func givenStackedRows_whenDrawnCompact_thenTheyAreCloserWithTheSameTextAndValues() {
    // Given eight stacked rows of three parts
    var chart = BarChart(
      title: "Code", valueAxis: "lines", categoryAxis: "pattern",
      series: (0..<3).map { .init("part \($0)", color: Palette.colors[$0]) },
      rows: (1...8).map { .init("P\($0)", [100, 200, 300]) }, stacked: true)
    let loose = chart.svg()
    // When drawn compact
    chart.compact = true
    let compact = chart.svg()
    // Then it is shorter by a tenth at least, its text as large and its values the same
    func height(_ svg: String) -> Int {
      svg.firstMatch(of: #/ height="(\d+)"/#).flatMap { Int($0.1) } ?? 0
    }
    #expect(height(compact) * 10 <= height(loose) * 9, "\(height(compact)) of \(height(loose))")
    #expect(ChartReading(svg: compact).fontSizes == ChartReading(svg: loose).fontSizes)
    #expect(ChartReading(svg: compact).rows == ChartReading(svg: loose).rows)
  }
}
