import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct ArticleHTMLTests {
  @Test func givenBulletsWithContinuationLines_whenRendered_thenTheyAreOneListOfItems() {
    // Given
    let markdown = """
      The screens:

      - **LoginFeature** holds the state
        and the reducer.
      - `LoginViewController` renders.
      """

    // When
    let html = ArticleHTML.render(markdown)

    // Then
    #expect(
      html == "<p>The screens:</p>\n<ul>\n<li><strong>LoginFeature</strong> holds the state "
        + "and the reducer.</li>\n<li><code>LoginViewController</code> renders.</li></ul>\n")
  }

  @Test func givenNumberedStepsWithANestedList_whenRendered_thenTheStepsAreAnOrderedList() {
    // Given
    let markdown = """
      1. Tap Login.
         - the view sends `loginTapped`
      2. The presenter <b>calls</b> the service.
      """

    // When
    let html = ArticleHTML.render(markdown)

    // Then: nested list inside the first step; markup escaped
    #expect(
      html == "<ol>\n<li>Tap Login.<ul>\n<li>the view sends <code>loginTapped</code></li></ul>\n"
        + "</li>\n<li>The presenter &lt;b&gt;calls&lt;/b&gt; the service.</li></ol>\n")
  }

  @Test func givenATable_whenRendered_thenItIsATableWithoutItsAlignmentRow() {
    // Given
    let markdown = "| Screen | Change |\n|---|---|\n| Player List | `listTitle` |\n"

    // When
    let html = ArticleHTML.render(markdown)

    // Then
    #expect(
      html == "<table><thead><tr><th>Screen</th><th>Change</th></tr></thead><tbody><tr>"
        + "<td>Player List</td><td><code>listTitle</code></td></tr></tbody></table>\n")
  }
}
