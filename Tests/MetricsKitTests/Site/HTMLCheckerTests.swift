import Testing

/// The checker the page tests rely on must itself notice broken HTML, or they prove nothing.
@Suite struct HTMLCheckerTests {
  @Test func anUnclosedOrMisnestedTagIsReported() {
    // Given HTML with a misnested and an unclosed element
    let html = "<p><b>bold</p><div>"
    // When checked
    let problems = HTMLChecker.unbalancedTags(in: html)
    // Then both are named
    #expect(problems.contains("</p> while b is open"))
    #expect(problems.contains("<div> never closed"))
  }

  @Test func aLinkIsResolvedFromItsPagesFolder() {
    // Given a link from a screen page up to a pattern page, with a fragment
    // When resolved
    let target = HTMLChecker.resolve("../patterns/MVC.html#figures", from: "screens/Login.html")
    // Then it is the pattern page's site path
    #expect(target == "patterns/MVC.html")
  }
}
