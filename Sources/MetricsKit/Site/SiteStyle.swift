/// The site's one style sheet: large type and strong contrast for a projector, no web fonts.
enum SiteStyle {
  static let css = """
    body { font-family: system-ui, sans-serif; font-size: 18px; color: #111; margin: 0; }
    nav { background: #1d2d44; padding: 0.6em 1em; }
    nav a { color: #fff; margin-right: 1.2em; font-weight: bold; }
    main { max-width: 1400px; margin: 0 auto; padding: 0 1em 3em; }
    table { border-collapse: collapse; margin: 0.5em 0 1em; display: block; overflow-x: auto;
      max-width: 100%; }
    th, td { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
    th { background: #e8e8e8; }
    figure.chart { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; margin: 1em 0 2em; }
    figure.chart figcaption { flex-basis: 100%; font-size: 0.8em; color: #444; }
    .missing { background: #fff4d6; border-left: 4px solid #e69f00; padding: 0.5em 1em; }
    .strip { margin: 0.5em 0 1em; }
    .strip h3 { margin: 0.2em 0; font-size: 1em; }
    .box { display: inline-block; box-sizing: border-box; min-height: 2.2em; margin: 1px; padding: 0.2em;
      overflow: hidden; white-space: nowrap; font-size: 0.7em; 
      border: 1px solid #000; vertical-align: top; }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1em; }
    .swatch { display: inline-block; width: 1em; height: 1em; margin-right: 0.3em; border: 1px solid #000;
      vertical-align: middle; }
    .pair, .patches { display: grid; grid-template-columns: repeat(auto-fit, minmax(32em, 1fr)); gap: 1em; }
    pre { background: #f6f6f6; border: 1px solid #ccc; padding: 0.5em; overflow-x: auto; font-size: 0.8em; }
    .diff .add { background: #d8f5d8; display: block; }
    .diff .del { background: #fbd9d3; display: block; }
    .diff .hunk { color: #0072b2; display: block; }
    .diff .file { font-weight: bold; display: block; }
    .diff .context { display: block; color: #444; }
    .diff span { min-height: 1.2em; white-space: pre; }
    .mutant { margin-bottom: 1em; }

    """
}
