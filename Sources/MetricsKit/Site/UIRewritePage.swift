/// `ui-rewrite.html`: what survives a UI rewrite, per pattern, and the lesson of each.
struct UIRewritePage {
  static let path = "ui-rewrite.html"

  let content: SiteContent

  func page() -> SitePage {
    let section = UIRewriteRenderer(
      figures: content.figures, rewrite: content.report.uiRewrite, config: content.config
    ).section()
    return SitePage(
      path: Self.path, title: "What survives a UI rewrite", body: ArticleHTML.render(section))
  }
}
