import MetricsKit

/// The site's one style sheet: large type and strong contrast for a projector, no web fonts.
///
/// Nothing may make a page wider than the window: charts scale to the page, code wraps, and a
/// table too wide for the page scrolls inside its own box.
enum SiteStyle {
  static let css = """
    body { font-family: system-ui, sans-serif; font-size: 18px; color: #111; margin: 0; }
    nav { background: #1d2d44; padding: 0.6em 1em; }
    nav a { color: #fff; margin-right: 1.2em; font-weight: bold; }
    main { max-width: 1400px; margin: 0 auto; padding: 0 1em 3em; overflow-wrap: anywhere; }
    table { border-collapse: collapse; margin: 0.5em 0 1em; display: block; overflow-x: auto;
      max-width: 100%; }
    th, td { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; vertical-align: top;
      overflow-wrap: normal; }
    th { background: #e8e8e8; }
    figure.chart { margin: 1em 0 2em; min-width: 0; }
    figure.chart svg { display: block; max-width: 100%; height: auto; }
    .missing { background: #fff4d6; border-left: 4px solid #e69f00; padding: 0.5em 1em; }
    .strip { margin: 0.5em 0 1em; }
    .strip h3 { margin: 0.2em 0; font-size: 1em; }
    .box { display: inline-block; box-sizing: border-box; min-height: 2.2em; margin: 1px;
      padding: 0.2em; white-space: normal; overflow-wrap: anywhere; font-size: 0.8em;
      min-width: max-content;
      border: 1px solid #000; vertical-align: top; text-decoration: none; }
    .box:hover, .box:focus { outline: 3px solid #111; }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1em; }
    .swatch { display: inline-block; width: 1em; height: 1em; margin-right: 0.3em; border: 1px solid #000;
      vertical-align: middle; }
    .patches { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 32em), 1fr));
      gap: 1em; }
    .patches > section { min-width: 0; }
    pre { background: #f6f6f6; border: 1px solid #ccc; padding: 0.5em; overflow-x: auto; font-size: 0.8em; }
    .diff .add { background: #d8f5d8; display: block; }
    .diff .del { background: #fbd9d3; display: block; }
    .diff .hunk { color: #0072b2; display: block; }
    .diff .file { font-weight: bold; display: block; }
    .diff .context { display: block; color: #444; }
    .diff span { min-height: 1.2em; white-space: pre; }
    .diff .ln, .diff .line { display: inline; }
    .diff .ln { color: #666; display: inline-block; min-width: 2.5em; text-align: right; }
    .mutant { margin-bottom: 1em; }
    .equivalent { background: #eef3fb; border-left: 4px solid #004488; padding: 0.5em 1em; }
    .summary { font-size: 1.1em; }
    p.legend span { padding: 0 0.4em; border: 1px solid #999; }
    .del { background: #fbd9d3; }
    .add { background: #d8f5d8; }
    .chg { background: #fff0c2; }
    section.role { margin: 1.5em 0; }
    .alone { font-style: italic; }
    table.sbs { display: table; width: 100%; table-layout: fixed; font-size: 0.8em;
      font-family: ui-monospace, monospace; }
    table.sbs col.ln { width: 3.5em; }
    table.sbs td { border: none; border-bottom: 1px solid #eee; padding: 0 0.4em; }
    table.sbs td:nth-child(even) { white-space: pre-wrap; overflow-wrap: anywhere; }
    table.sbs td:nth-child(odd) { color: #555; text-align: right; user-select: none; }
    table.sbs tr.chg td:nth-child(-n+2), table.sbs tr.l td:nth-child(-n+2) {
      background: #fbd9d3; }
    table.sbs tr.chg td:nth-child(n+3), table.sbs tr.r td:nth-child(n+3) { background: #d8f5d8; }
    details.preamble summary { cursor: pointer; color: #004488; margin: 0.3em 0; }
    table.sbs tr.fold td { background: #eef3fb; color: #004488; text-align: center;
      font-family: system-ui, sans-serif; }
    .k { color: #9b2393; font-weight: bold; }
    .s { color: #a31515; }
    .c { color: #5d6c79; font-style: italic; }
    .n { color: #1c00cf; }
    .t { color: #0b4f79; }
    article.doc ol, article.doc ul { padding-left: 1.5em; }
    section.screen { padding-top: 0.4em; }
    section.screen h2 { margin: 0 0 0.3em; }
    section.screen p { margin: 0.3em 0; }
    section.screen figure.chart { margin: 0.3em 0; }
    figure.chart details summary { cursor: pointer; color: #004488; }
    .asked { border-left: 4px solid #004488; padding: 0 1em; margin-bottom: 1em; }

    """
}
