import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct BarChartTests {
  @Test func aLogarithmicChartTicksPowersOfTenEquallyApart() {
    // Given timings that grow tenfold
    let chart = BarChart(
      title: "Speed", valueAxis: "ms (log scale)", categoryAxis: "pattern",
      series: [.init("100", color: "#000"), .init("10000", color: "#111")],
      rows: [.init("MVC", [0.5, 50])], logarithmic: true)
    // When drawn
    let html = chart.html()
    // Then the axis is ticked at 0.1, 1, 10 and 100, and both bars are drawn
    for tick in ["0.1", "1", "10", "100"] {
      #expect(html.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
    #expect(chart.barCount == 2)
  }

  @Test func aLinearChartEndsOnARoundNumber() {
    // Given a largest value of 2214 lines
    let chart = BarChart(
      title: "Code", valueAxis: "lines", categoryAxis: "pattern",
      series: [.init("code", color: "#000")], rows: [.init("VIP", [2214])])
    // When drawn
    let html = chart.html()
    // Then the axis runs to 3000 in steps of 1000
    for tick in ["0", "1000", "2000", "3000"] {
      #expect(html.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
  }
}
