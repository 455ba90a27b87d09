"""Reads the pages scripts/check-site dumped from headless Chromium and fails, naming the page and
what is missing, when a reader would not see what the page is for.

Usage: check-site-pages.py OUT_DIR metrics-config.json Metrics/metrics.json
"""

import html
import json
import re
import struct
import sys
import zlib
from pathlib import Path


def text_of(dom: str) -> str:
    """The page's visible text, roughly: tags, scripts and styles removed, entities decoded."""
    dom = re.sub(r"<(script|style)\b.*?</\1>", " ", dom, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", dom))


def plain(fragment: str) -> str:
    """A fragment's text exactly: tags dropped (not replaced by spaces), entities decoded."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def png_is_blank(path: Path) -> bool:
    """Whether every row of the screenshot is the same: nothing was drawn."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return True
    width = height = 0
    idat = b""
    position = 8
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position : position + 8])
        chunk = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", chunk[:8])
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = len(raw) // max(height, 1)
    rows = {raw[row * stride + 1 : (row + 1) * stride] for row in range(height)}
    return width == 0 or len(rows) <= 1


def number(cell: str):
    match = re.match(r"^\s*([\d,]+(?:\.\d+)?)", html.unescape(re.sub(r"<[^>]+>", "", cell)))
    return float(match.group(1).replace(",", "")) if match else None


def chart_problems(dom: str) -> list:
    """Each chart must draw one bar per positive figure of the table beside it."""
    problems = []
    charts = re.findall(r'<figure class="chart" id="([^"]+)">(.*?)</figure>', dom, re.S)
    if not charts:
        return ["no chart"]
    for chart_id, body in charts:
        bars = len(re.findall(r'<rect class="bar"', body))
        table = re.search(r"<table>(.*?)</table>", body, re.S)
        if not table:
            problems.append(f"chart {chart_id} has no table of its numbers")
            continue
        heads = [text_of(h).strip() for h in re.findall(r"<th>(.*?)</th>", table.group(1), re.S)]
        expected = 0
        for row in re.findall(r"<tr>(.*?)</tr>", table.group(1), re.S):
            cells = re.findall(r"<td>(.*?)</td>", row, re.S)
            for head, cell in zip(heads[1:], cells[1:]):
                value = number(cell)
                if head != "total" and value is not None and value > 0:
                    expected += 1
        if bars != expected:
            problems.append(f"chart {chart_id} draws {bars} bars for {expected} figures")
    return problems


def chart_screen_problems(out: Path) -> list:
    """What scripts/check-site's chart probe measured: every chart's text at least 16 px as shown,
    on every measured page, and each overview chart on one screen, its top and bottom between the
    same two multiples of the screen's height from the top of the page, with its question's
    heading."""
    problems = []
    for path in sorted(out.glob("*.charts.html")):
        name = path.name[: -len(".charts.html")]
        dom = path.read_text(errors="replace")
        screen = re.search(r'<body[^>]*data-screen="(\d+)"', dom)
        figures = [dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', f))
                   for f in re.findall(r'<figure class="chart"([^>]*)>', dom)]
        figures = [f for f in figures if "data-smallest-px" in f]
        if not screen:
            problems.append(f"{name}: the charts could not be measured")
            continue
        if name == "overview" and not figures:
            problems.append("overview: no chart was measured")
        height = int(screen.group(1))
        for figure in figures:
            chart = html.unescape(figure["data-chart"])
            size = float(figure["data-smallest-px"])
            if size < 16:
                problems.append(f"{name}: chart {chart}: the text \"{html.unescape(figure['data-smallest-text'])}\" "
                                f"is {size:.1f} px on screen, under 16 px")
            top, bottom = float(figure["data-top"]), float(figure["data-bottom"])
            if name == "overview" and int(top // height) != int((bottom - 1) // height):
                boundary = (int(top // height) + 1) * height
                problems.append(f"overview: chart {chart} runs from {top:.0f} px to {bottom:.0f} px, "
                                f"across the screen boundary at {boundary} px ({height} px screens)")
            heading = float(figure.get("data-heading-top", top))
            if name == "overview" and int(heading // height) != int(top // height):
                problems.append(f"overview: chart {chart} at {top:.0f} px is not on the screen of its "
                                f"question's heading at {heading:.0f} px ({height} px screens)")
    return problems


def chart_screen_summary(out: Path) -> str:
    """One line for the log: how many charts were measured, on how many pages, the smallest text
    among them, and the overview's charts with their heights."""
    sizes, overview = [], []
    pages = sorted(out.glob("*.charts.html"))
    for path in pages:
        for attributes in re.findall(r'<figure class="chart"([^>]*)>', path.read_text(errors="replace")):
            figure = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', attributes))
            if "data-smallest-px" not in figure:
                continue
            sizes.append(float(figure["data-smallest-px"]))
            if path.name == "overview.charts.html":
                height = float(figure["data-bottom"]) - float(figure["data-top"])
                overview.append(f"{html.unescape(figure['data-chart'])} {height:.0f} px")
    smallest = f"{min(sizes):.1f}" if sizes else "–"
    return (f"[check-site] charts: {len(sizes)} on {len(pages)} pages, the smallest text {smallest} px; "
            f"the overview's, as tall as shown: {', '.join(overview)}")


def width_problems(out: Path, name: str) -> list:
    """What the page's own measurement (scripts/check-site's probe) found wider than the window."""
    path = out / f"{name}.width.html"
    if not path.exists():
        return []
    dom = path.read_text(errors="replace")
    body = re.search(r"<body([^>]*)>", dom)
    attributes = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', body.group(1))) if body else {}
    if "data-viewport" not in attributes:
        return ["the page's width could not be measured"]
    viewport, page = int(attributes["data-viewport"]), int(attributes["data-page-width"])
    problems = []
    if page > viewport:
        problems.append(f"the page is {page} px wide in a {viewport} px window")
    if attributes.get("data-too-wide"):
        problems.append("wider than the window: " + html.unescape(attributes["data-too-wide"]))
    return problems


def pair_problems(dom: str, config: dict) -> list:
    """A pair page pairs files by role (both of a paired section's files end in a suffix of its
    layer) and marks lines only on the left, only on the right, or changed."""
    problems = []
    suffixes = {layer["name"]: layer["suffixes"] for layer in config["layers"]}
    sections = re.findall(r'<section class="role" data-role="([^"]+)"><h3>(.*?)</h3>(.*?)</section>', dom, re.S)
    if len(sections) < 2:
        return [f"{len(sections)} role sections, not at least 2"]
    paired = 0
    for role, heading, body in sections:
        names = [plain(n).strip() for n in re.findall(r"<code>(.*?)</code>", heading, re.S)]
        if len(names) == 2:
            paired += 1
            endings = suffixes.get(html.unescape(role), [])
            stems = [n.split("+")[0] for n in names]
            if endings and not all(any(s.endswith(e) for e in endings) for s in stems):
                problems.append(f"{names[0]} and {names[1]} are paired as {role} but are not both one")
        elif 'class="alone"' not in body:
            problems.append(f"the lone {role} file {names} does not say it stands alone")
        if "<table" not in body or len(text_of(body).split()) < 5:
            problems.append(f"the {role} section shows no code")
    if paired == 0:
        problems.append("no two files are paired")
    # A row's class marks it: changed on both sides, or only on the left or the right.
    if '<tr class="chg">' not in dom:
        problems.append('no line marked changed (<tr class="chg">)')
    if '<tr class="l">' not in dom and '<tr class="r">' not in dom:
        problems.append('no line marked as only on one side (<tr class="l"> or "r")')
    if "git diff --no-index" not in dom or 'class="summary"' not in dom:
        problems.append("no summary line or git diff command")
    return problems


def two_ui_patterns(metrics: dict, config: dict) -> list:
    """The measured patterns with source files in both configured UIs (MVC and MV have one)."""
    uis = [ui["name"] for ui in config.get("uis", [])][:2]
    if len(uis) < 2:
        return []
    written = {}
    for file in metrics["figures"]["files"]:
        if not file["isTest"] and file.get("ui") in uis:
            written.setdefault(file["pattern"], set()).add(file["ui"])
    return [p["name"] for p in metrics["figures"]["patterns"] if written.get(p["name"]) == set(uis)]


def slug(name: str) -> str:
    """A name as the site puts it in a URL (SiteContent.slug): anything but a letter, a digit,
    `-` or `_` becomes `-`."""
    return re.sub(r"[^\w-]", "-", name)


def two_ui_problems(folder: Path, patterns: list) -> list:
    """Each pattern written in two UIs has its page (dumped into `folder` as
    `<slug>-two-uis.html`), and it shows a UI file beside its counterpart in a side-by-side table."""
    problems = []
    for pattern in patterns:
        name = f"{slug(pattern)}-two-uis.html"
        path = folder / name
        if not path.exists():
            problems.append(f"{pattern} has no two-UI page (patterns/{name})")
            continue
        dom = path.read_text(errors="replace")
        if '<table class="sbs">' not in dom:
            problems.append(f"{pattern}'s two-UI page has no side-by-side table")
        headings = re.findall(r'<section class="role" data-role="[^"]*"><h3>(.*?)</h3>', dom, re.S)
        if not any(len(re.findall(r"<code>", h)) == 2 for h in headings):
            problems.append(f"{pattern}'s two-UI page puts no two files side by side")
    return problems


def mutant_problems(dom: str) -> list:
    """Every line shown with a mutant is a whole line of the source, before or after mutation."""
    problems = []
    mutants = re.findall(r'<div class="mutant" data-file="([^"]+)" data-line="(\d+)" '
                         r'data-before="([^"]*)" data-after="([^"]*)">(.*?)</div>', dom, re.S)
    if not mutants:
        return ["no surviving mutant is shown in its code"]
    for file, line, before, after, body in mutants:
        file, before, after = html.unescape(file), html.unescape(before), html.unescape(after)
        try:
            source = Path(file).read_text().split("\n")
        except OSError:
            problems.append(f"{file} is not readable")
            continue
        number = int(line)
        where = f"{file}:{number}"
        lines = dict(
            (int(n), plain(code)) for n, code in re.findall(
                r'<span class="context"><span class="ln">(\d+)</span> (.*?)</span>'
                r'(?=<span class="(?:context|del)">|</code>)', body, re.S))
        for n, text in lines.items():
            if source[n - 1] != text:
                problems.append(f"{where}: context line {n} is not the source's")
        old = re.search(r'<span class="del"><span class="ln">−</span> <span class="line">(.*?)</span></span>'
                        r'<span class="add">', body, re.S)
        new = re.search(r'<span class="add"><span class="ln">\+</span> <span class="line">(.*?)</span></span>'
                        r'(?=<span class="context">|</code>)', body, re.S)
        if not old or not new:
            problems.append(f"{where}: no whole line before (del) and after (add)")
            continue
        mutated = source[number - 1].replace(before, after, 1)
        if not mutated.strip():
            mutated = ""
        if plain(old.group(1)) != source[number - 1]:
            problems.append(f"{where}: the line before is not the source's line")
        if plain(new.group(1)) != mutated:
            problems.append(f"{where}: the line after is not the source's line mutated")
        if len(lines) < 2:
            problems.append(f"{where}: fewer than two lines of context")
    return problems


def list_problems(dom: str, article: Path) -> list:
    """The DocC article's list items are list items on the page, never run into a paragraph."""
    if not article.exists():
        return []
    items, fenced = 0, False
    for line in article.read_text().split("\n"):
        if line.strip().startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"^\s*([-*+]|\d{1,3}[.)])\s+\S", line):
            items += 1
    body = re.search(r'<article class="doc">(.*?)</article>', dom, re.S)
    if not body:
        return ["no DocC article on the pattern page"]
    shown = len(re.findall(r"<li>", body.group(1)))
    runs = [p for p in re.findall(r"<p>(.*?)</p>", body.group(1), re.S)
            if re.search(r"(^|\s)(- |\d+\. )\S", text_of(p))]
    problems = []
    if shown != items:
        problems.append(f"the article has {items} list items, the page shows {shown}")
    if runs:
        problems.append(f"{len(runs)} paragraphs hold list items run together")
    return problems


def main() -> int:
    out, config_path, metrics_path = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    config = json.load(open(config_path))
    measured = {p["name"] for p in json.load(open(metrics_path))["figures"]["patterns"]}
    patterns = [p["name"] for p in config["patterns"] if p["name"] in measured]
    failures = []

    def page(name):
        dom = (out / f"{name}.html").read_text(errors="replace")
        text = text_of(dom)
        if len(text.split()) < 20 or png_is_blank(out / f"{name}.png"):
            failures.append(f"{name}: the page renders blank")
        return dom, text

    def expect(name, condition, what):
        if not condition:
            failures.append(f"{name}: {what}")

    dom, text = page("overview")
    for pattern in patterns:
        expect("overview", pattern in text, f"the pattern {pattern} is not named")
    failures += [f"overview: {p}" for p in chart_problems(dom)]

    dom, text = page("screen")
    strips = re.findall(r'<div class="strip">(.*?)</div>', dom, re.S)
    expect("screen", len(strips) == len(patterns), f"{len(strips)} file strips for {len(patterns)} patterns")
    for pattern in patterns:
        expect("screen", pattern in text, f"the pattern {pattern} is not named")
    expect("screen", all('class="box"' in s for s in strips), "a strip has no file box")

    dom, text = page("pair")
    failures += [f"pair: {p}" for p in pair_problems(dom, config)]

    dom, text = page("mutants")
    failures += [f"mutants: {p}" for p in mutant_problems(dom)]

    dom, text = page("changes")
    for pattern in patterns:
        expect("changes", pattern in text, f"the pattern {pattern} is not named")
    expect("changes", 'class="add"' in dom, "no patch line is shown")

    dom, text = page("pattern")
    first = config["patterns"][0]
    module = first.get("target", first["name"])
    article = Path(first["sources"]) / "Documentation.docc" / f"{module}.md"
    failures += [f"pattern: {p}" for p in list_problems(dom, article)]

    dom, text = page("docc")
    title = re.search(r"<h1[^>]*>(.*?)</h1>", dom, re.S)
    expect("docc", title is not None and text_of(title.group(1)).strip() != "",
           "DocC drew no article title")

    failures += chart_screen_problems(out)
    print(chart_screen_summary(out))

    names = ["overview", "screen", "pair", "mutants", "changes", "pattern", "docc"]
    two_uis = two_ui_patterns(json.load(open(metrics_path)), config)
    failures += [f"two-uis: {p}" for p in two_ui_problems(out / "two-uis", two_uis)]
    if two_uis and (out / "two-uis.html").exists():
        page("two-uis")
        names.append("two-uis")
    elif two_uis:
        failures.append("two-uis: no two-UI page was opened")
    for name in names:
        failures += [f"{name}: {p}" for p in width_problems(out, name)]
    for name in names:
        size = (out / f"{name}.png").stat().st_size
        print(f"[check-site] {name}: {size // 1024} KB screenshot, {len(text_of((out / f'{name}.html').read_text(errors='replace')).split())} words")
    if failures:
        print("scripts/check-site: what a reader would miss:", file=sys.stderr)
        for failure in failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print(f"[check-site] all {len(names)} pages show what they should at 1280×720; screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
