"""Keeps the site's screenshots in Screenshots/ honest: each is stored with the fingerprint of what
it pictured (the text a reader sees in its first 1280×720 screen, and the site's style sheet), and
a check fails, naming the screenshot and what changed, when the page now shows something else.

Usage: check-site-screenshots.py check|update OUT_DIR SITE_DIR [NAME|PAGE|FILE ...]

OUT_DIR holds what scripts/check-site measured: NAME.width.html, a page's copy whose <body> carries
`data-seen` (its text on the first screen, one text run a line), and NAME.png, its screenshot.
`update` copies each NAME.png to Screenshots/FILE and writes Screenshots/site-screens.json; `check`
compares the stored fingerprints and image hashes with the pages as they are now, and changes no
file.
"""

import difflib
import hashlib
import html
import json
import re
import shutil
import sys
from pathlib import Path

FOLDER = Path("Screenshots")
MANIFEST = FOLDER / "site-screens.json"
COMMAND = "scripts/check-site --update-screenshots"


def seen(out: Path, name: str) -> list:
    """The text the probe saw on the page's first screen, one run a line; None if unmeasured."""
    path = out / f"{name}.width.html"
    if not path.exists():
        return None
    body = re.search(r"<body([^>]*)>", path.read_text(errors="replace"))
    match = re.search(r'data-seen="([^"]*)"', body.group(1)) if body else None
    return html.unescape(match.group(1)).split("\n") if match else None


def fingerprint(lines: list, style: bytes) -> str:
    """What the screenshot pictures: its first screen's text, and the style that draws it."""
    digest = hashlib.sha256()
    digest.update("\n".join(lines).encode() + b"\0" + hashlib.sha256(style).digest())
    return digest.hexdigest()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def update(out: Path, style: bytes, shots: list) -> int:
    records = []
    for name, page, file in shots:
        lines = seen(out, name)
        if lines is None:
            print(f"check-site-screenshots: error: {name} was not measured", file=sys.stderr)
            return 1
        FOLDER.mkdir(exist_ok=True)
        shutil.copyfile(out / f"{name}.png", FOLDER / file)
        records.append({
            "page": page, "file": file, "fingerprint": fingerprint(lines, style),
            "sha256": sha256(FOLDER / file), "seen": lines,
        })
    manifest = {
        "about": f"Written by `{COMMAND}`; `scripts/check-site` fails when a page's first "
        "1280×720 screen no longer shows the text (`seen`) its screenshot was taken with, or the "
        "site's style sheet changed, or an image is not the one recorded here.",
        "window": "1280x720",
        "screens": records,
    }
    MANIFEST.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"[check-site] {len(records)} site screenshots and {MANIFEST} written")
    return 0


def changed(old: list, new: list) -> str:
    """The first lines that differ, as what it showed and what the page shows now."""
    diff = [line for line in difflib.unified_diff(old, new, lineterm="", n=0)
            if not line.startswith(("---", "+++", "@@"))]
    if not diff:
        return "the site's style sheet changed"
    was = " / ".join(line[1:] for line in diff if line.startswith("-")) or "(nothing)"
    now = " / ".join(line[1:] for line in diff if line.startswith("+")) or "(nothing)"
    return f"it shows “{was[:100]}”, the page now “{now[:100]}”"


def check(out: Path, style: bytes, shots: list) -> int:
    try:
        stored = {s["file"]: s for s in json.loads(MANIFEST.read_text(encoding="utf-8"))["screens"]}
    except (OSError, ValueError, KeyError) as error:
        print(f"scripts/check-site: {MANIFEST} cannot be read ({error}); run {COMMAND}",
              file=sys.stderr)
        return 1
    stale = []
    for name, page, file in shots:
        path = FOLDER / file
        record = stored.get(file)
        lines = seen(out, name)
        if record is None or not path.exists():
            stale.append(f"{path}: not recorded in {MANIFEST}" if path.exists() else f"{path}: missing")
        elif lines is None:
            stale.append(f"{path}: its page ({page}) could not be measured")
        elif record.get("page") != page:
            stale.append(f"{path}: it pictures {record.get('page')}, the check opens {page}")
        elif record.get("fingerprint") != fingerprint(lines, style):
            stale.append(f"{path}: stale: {changed(record.get('seen', []), lines)}")
        elif record.get("sha256") != sha256(path):
            stale.append(f"{path}: not the image {MANIFEST} records")
    if stale:
        print("scripts/check-site: the site's screenshots are stale:", file=sys.stderr)
        for line in stale:
            print(f"  - {line}", file=sys.stderr)
        print(f"Run {COMMAND} and commit Screenshots/site-*.", file=sys.stderr)
        return 1
    print(f"[check-site] the site's {len(shots)} screenshots picture the pages as they are "
          f"(first-screen text and style match {MANIFEST})")
    return 0


def main() -> int:
    mode, out, site, *entries = sys.argv[1:]
    shots = [tuple(entry.split("|", 2)) for entry in entries]
    style_path = Path(site) / "style.css"
    style = style_path.read_bytes() if style_path.exists() else b""
    if mode == "update":
        return update(Path(out), style, shots)
    return check(Path(out), style, shots)


if __name__ == "__main__":
    sys.exit(main())
