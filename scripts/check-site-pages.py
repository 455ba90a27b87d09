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
    columns = re.findall(r"<section><h3>.*?</h3>(.*?)</section>", dom, re.S)
    expect("pair", len(columns) == 2, f"{len(columns)} columns of code, not 2")
    expect("pair", all("<pre><code>" in c and len(text_of(c).split()) > 10 for c in columns),
           "a column shows no code")

    dom, text = page("mutants")
    mutant = re.search(r'<div class="mutant">(.*?)</div>', dom, re.S)
    expect("mutants", mutant is not None, "no surviving mutant is shown")
    if mutant:
        expect("mutants", 'class="del"' in mutant.group(1) and 'class="add"' in mutant.group(1),
               "the first mutant lacks its line before (del) or after (add)")

    dom, text = page("changes")
    for pattern in patterns:
        expect("changes", pattern in text, f"the pattern {pattern} is not named")
    expect("changes", 'class="add"' in dom, "no patch line is shown")

    dom, text = page("docc")
    title = re.search(r"<h1[^>]*>(.*?)</h1>", dom, re.S)
    expect("docc", title is not None and text_of(title.group(1)).strip() != "",
           "DocC drew no article title")

    for name in ["overview", "screen", "pair", "mutants", "changes", "docc"]:
        size = (out / f"{name}.png").stat().st_size
        print(f"[check-site] {name}: {size // 1024} KB screenshot, {len(text_of((out / f'{name}.html').read_text(errors='replace')).split())} words")
    if failures:
        print("scripts/check-site: what a reader would miss:", file=sys.stderr)
        for failure in failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print(f"[check-site] all six pages show what they should; screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
