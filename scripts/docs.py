#!/usr/bin/env python3
"""Writes the parts of README.md and docs/ that come from Pickup itself, so they never drift.

Two kinds of generated text, each between markers in the Markdown:

  <!-- generated: KEY -->            a block (a command's help, a table, an output):
  ...                                 everything up to the end marker is replaced
  <!-- end generated -->

  <!--fig:KEY-->47<!--/fig-->        a figure inside a sentence

Every value is made by running the built `pickup` in a temporary folder (resolved values,
such as the device table, come from it: this script merges no token or resolver file; it reads
the token file only to make edited copies, and the resolver only to count a modifier's
contexts): one run of this script gives every figure.

  scripts/docs.py [--pickup PATH]            rewrite the docs
  scripts/docs.py --check [--pickup PATH]    exit 1 naming every figure or block out of date

Times are not generated (a shared machine gives a range): the docs give those as ranges,
with the command that measures them.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELP_COMMANDS = ["export", "frames", "frame", "prototype", "video", "scene", "watch", "tokens", "check", "import", "bench", "init"]


def run(pickup, args, cwd, check=True):
    r = subprocess.run([pickup] + args, cwd=cwd, capture_output=True, text=True)
    if check and r.returncode != 0:
        sys.exit(f"docs: pickup {' '.join(args)} failed ({r.returncode}):\n{r.stderr}")
    return r


def files_in(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder) for f in fs
                  if not f.startswith(".") and f != "manifest.json")


def mb(path):
    return f"{os.path.getsize(path) / 1e6:.2f} MB"


def exit_examples(pickup, work):
    """What pickup says for each kind of refusal, run for real in a scratch folder."""
    ex = os.path.join(work, "exits")
    os.makedirs(ex)
    with open(os.path.join(ROOT, "design-tokens.json"), encoding="utf-8") as f:
        tokens = f.read()
    with open(os.path.join(ex, "bad.json"), "w", encoding="utf-8") as f:
        f.write(tokens.replace('"#D8C29E"', '"#D8C29"', 1))
    fov = re.sub(r'("fieldOfView": \{\s*"\$type": "number",\s*"\$value": )[0-9.]+', r"\g<1>180", tokens, count=1)
    assert fov != tokens, "reveal.camera.fieldOfView moved in design-tokens.json: update scripts/docs.py"
    with open(os.path.join(ex, "wide.json"), "w", encoding="utf-8") as f:
        f.write(fov)
    with open(os.path.join(ex, "long.json"), "w", encoding="utf-8") as f:
        json.dump({"qrPayload": "x" * 2000}, f)
    cases = [
        ("64", "a bad command line", ["export", "--scale", "2"]),
        ("64", "a context the resolver does not declare", ["export", "--device", "xl"]),
        ("65", "a token file that breaks the spec (the same problem `pickup check` reports first)", ["export", "--tokens", "bad.json"]),
        ("65", "a value outside what the screens can draw", ["export", "--tokens", "wide.json"]),
        ("65", "a payload too long for this device", ["export", "--content", "long.json"]),
        ("66", "`check`: a FILE that does not exist", ["check", "missing.json"]),
        ("73", "an output that cannot be written", ["export", "--out", "/proc/pickup-docs"]),
    ]
    rows = ["| exit | when | what pickup says |", "|---|---|---|"]
    for code, when, args in cases:
        r = run(pickup, args + (["--out", "out"] if args[0] == "export" and "--out" not in args else []), ex, check=False)
        if str(r.returncode) != code:
            sys.exit(f"docs: pickup {' '.join(args)} exited {r.returncode}, not {code}:\n{r.stderr}")
        # `check` lists its problems on standard output; every other command errs on standard error.
        said = ((r.stdout if args[0] == "check" else r.stderr).strip() or r.stderr.strip()).splitlines()[0]
        said = said if len(said) <= 240 else said[:237] + "…"
        said = said.replace("|", "\\|")
        rows.append(f"| {code} | {when} | `{said}` |")
    return "\n".join(rows)


def resolver_diff(pickup, work):
    """`tokens --diff` on the project's resolver and a copy whose dark context changes the
    buttons' material tint and gains a `dim` theme (a copy of dark)."""
    for side in ["old", "new"]:
        os.makedirs(os.path.join(work, "resolvers", side))
        for name in ["design-tokens.json", "design-tokens.resolver.json"]:
            shutil.copy(os.path.join(ROOT, name), os.path.join(work, "resolvers", side, name))
    path = os.path.join(work, "resolvers", "new", "design-tokens.resolver.json")
    with open(path, encoding="utf-8") as f:
        resolver = json.load(f)
    contexts = resolver["modifiers"]["theme"]["contexts"]
    tint = contexts["dark"][0]["color"]["button"]["materialTint"]["$value"]
    assert tint["alpha"] == 0.45, "the dark material tint moved in design-tokens.resolver.json: update scripts/docs.py"
    contexts["dim"] = json.loads(json.dumps(contexts["dark"]))
    tint["alpha"] = 0.6
    with open(path, "w", encoding="utf-8") as f:
        json.dump(resolver, f, indent=2, ensure_ascii=False)
    out = run(pickup, ["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json"],
              os.path.join(work, "resolvers")).stdout.rstrip()
    return "```text\n$ pickup tokens --diff old/design-tokens.resolver.json new/design-tokens.resolver.json\n" + out + "\n```"


def generate(pickup, work):
    """Every generated block and figure, by key."""
    blocks, figs = {}, {}
    for c in HELP_COMMANDS:
        blocks[f"help {c}"] = "```text\n" + run(pickup, ["help", c], work).stdout.rstrip() + "\n```"
    blocks["help"] = "```text\n" + run(pickup, ["--help"], work).stdout.rstrip() + "\n```"
    # The device table as pickup resolves each device's context (the built-in resolver: the
    # scratch folder has none of its own), never merged here.
    blocks["devices"] = run(pickup, ["help", "devices", "--markdown"], work).stdout.rstrip()
    blocks["limits"] = run(pickup, ["help", "limits", "--markdown"], work).stdout.rstrip()
    blocks["rules"] = run(pickup, ["help", "rules", "--markdown"], work).stdout.rstrip()

    blocks["exit-examples"] = exit_examples(pickup, work)

    # An export, then a re-export after one token changed.
    proj = os.path.join(work, "project")
    os.makedirs(proj)
    shutil.copy(os.path.join(ROOT, "design-tokens.json"), proj)
    run(pickup, ["export", "--out", "exports", "--quiet"], proj)
    figs["export-files"] = str(len(files_in(os.path.join(proj, "exports"))))
    figs["export-comps"] = str(len(files_in(os.path.join(proj, "exports", "comps"))) // 5)
    # The pictures the matrices the docs show ask for (the bound is in pickup help limits):
    # each variant one export's files, and the overview.
    per_export = len(files_in(os.path.join(proj, "exports")))
    with open(os.path.join(ROOT, "design-tokens.resolver.json"), encoding="utf-8") as f:
        modifiers = json.load(f)["modifiers"]
    devices = len(blocks["devices"].splitlines()) - 2   # the table's rows, less its header
    sizes = len(modifiers["dynamicType"]["contexts"])
    locales = len([f for f in os.listdir(os.path.join(ROOT, "content")) if f.endswith(".json")])
    figs["matrix-pictures"] = f"{devices * locales * per_export + 1:,}"
    figs["matrix-sizes-pictures"] = f"{sizes * per_export + 1:,}"
    figs["matrix-settings-pictures"] = f"{2 * 6 * per_export + 1:,}"
    again = run(pickup, ["export", "--out", "exports"], proj).stdout.strip().splitlines()[-1]
    figs["export-noop"] = re.sub(r"\(9 comps, exports/, [0-9.]+ s\)", "(…)", again)
    with open(os.path.join(proj, "design-tokens.json"), encoding="utf-8") as f:
        tokens = f.read()
    edited = tokens.replace('"hex": "#A6A6A6"', '"hex": "#B39999"', 1).replace(
        '0.651,\n            0.651,\n            0.651', '0.702,\n            0.6,\n            0.6', 1)
    assert edited != tokens, "the road colour moved in design-tokens.json: update scripts/docs.py"
    with open(os.path.join(proj, "design-tokens.json"), "w", encoding="utf-8") as f:
        f.write(edited)
    line = run(pickup, ["export", "--out", "exports"], proj).stdout.strip().splitlines()[-1]
    blocks["export-rerun"] = "```text\n" + re.sub(r", [0-9.]+ s\)$", ", … s)", line) + "\n```"
    blocks["tokens-diff"] = "```text\n" + run(pickup, ["tokens", "--diff", os.path.join(ROOT, "design-tokens.json"),
                                                        os.path.join(proj, "design-tokens.json")], work).stdout.rstrip() + "\n```"

    blocks["tokens-diff-resolvers"] = resolver_diff(pickup, work)

    # The longest payload each device takes, from the refusal of one too long.
    long = os.path.join(work, "long.json")
    with open(long, "w", encoding="utf-8") as f:
        json.dump({"qrPayload": "x" * 2900}, f)
    for device in ["se", "pro"]:
        err = run(pickup, ["export", "--device", device, "--content", long, "--out", os.path.join(work, "long-" + device)], work, check=False).stderr
        m = re.search(r"the longest payload that fits this device is (\d+) bytes", err)
        if not m:
            sys.exit("docs: pickup export named no longest payload for " + device + ":\n" + err)
        figs["longest-" + device] = m.group(1)

    # Frames: a whole @3x run read back.
    # One worker: with more, two equal frames drawn at the same moment may both be read.
    fr = run(pickup, ["frames", "--out", os.path.join(work, "frames"), "--scale", "3", "--formats", "png", "--verify", "--jobs", "1"], work).stdout
    m = re.search(r"Verify: (\d+) frames read back", fr)
    if not m:
        sys.exit("docs: pickup frames --verify printed no 'Verify:' line:\n" + fr)
    figs["verify-read"] = m.group(1)
    figs["frames-60"] = str(len(files_in(os.path.join(work, "frames", "frames"))))

    # The prototype at its defaults.
    # As the command reports it: "Wrote … with N frames in M files (X MB)".
    pr = run(pickup, ["prototype", "--out", os.path.join(work, "proto")], work).stdout
    m = re.search(r"with (\d+) frames in (\d+) files \(([0-9.]+ MB)\)", pr)
    if not m:
        sys.exit("docs: pickup prototype printed no summary:\n" + pr)
    figs["prototype-files"], figs["prototype-size"] = m.group(2), m.group(3)

    # The 3D scene, as the command reports it: "Scene: … (N code blocks, M street blocks, …, X MB, … s)".
    sc = run(pickup, ["scene", "--out", os.path.join(work, "reveal.usdz")], work).stdout
    m = re.search(r"\((\d+) code blocks, (\d+) street blocks, camera at (\d+) time codes (\d+–\d+), ([0-9.]+ MB)", sc)
    if not m:
        sys.exit("docs: pickup scene printed no summary:\n" + sc)
    figs["scene-blocks"], figs["scene-street"], figs["scene-codes"], figs["scene-range"], figs["scene-size"] = m.groups()
    with zipfile.ZipFile(os.path.join(work, "reveal.usdz")) as z:
        layer = next(i for i in z.infolist() if i.filename.endswith(".usda"))
        figs["scene-usda-size"] = f"{layer.file_size / 1e6:.1f} MB"

    # The previews (ffmpeg).
    if shutil.which("ffmpeg"):
        run(pickup, ["video", "--gif", os.path.join(work, "p.gif")], work)
        run(pickup, ["video", "--apng", os.path.join(work, "p.png")], work)
        figs["gif-size"] = mb(os.path.join(work, "p.gif"))
        figs["apng-size"] = mb(os.path.join(work, "p.png"))

    # The test suite's size, counted in the sources.
    n = 0
    for d, _, fs in os.walk(os.path.join(ROOT, "Tests")):
        for f in fs:
            if f.endswith(".swift"):
                with open(os.path.join(d, f), encoding="utf-8") as src:
                    n += len(re.findall(r"^\s*func test\w*\(", src.read(), re.M))
    figs["tests"] = str(n)
    return blocks, figs


BLOCK = re.compile(r"(<!-- generated: (?P<key>[^>]+?) -->\n)(?P<body>.*?)(\n<!-- end generated -->)", re.S)
FIG = re.compile(r"(<!--fig:(?P<key>[\w-]+)-->)(?P<body>.*?)(<!--/fig-->)")


def markdown_files():
    out = [os.path.join(ROOT, "README.md")]
    for d, _, fs in os.walk(os.path.join(ROOT, "docs")):
        out += [os.path.join(d, f) for f in fs if f.endswith(".md")]
    return sorted(out)


def update(text, blocks, figs, stale, where):
    def filler(values, what):
        """Replaces a marker's body with its value, noting in `stale` each one that differed."""
        def fill(m):
            key = m.group("key")
            if key not in values:
                stale.append(f"{where}: no value for {what} '{key}' (ffmpeg missing?)")
                return m.group(0)
            if m.group("body") != values[key]:
                stale.append(f"{where}: {what} '{key}' is out of date")
            return m.group(1) + values[key] + m.group(4)
        return fill
    return FIG.sub(filler(figs, "figure"), BLOCK.sub(filler(blocks, "block"), text))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pickup", default=os.path.join(ROOT, ".build", "release", "pickup"))
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is out of date")
    a = ap.parse_args()
    pickup = os.path.abspath(a.pickup)
    if not os.access(pickup, os.X_OK):
        sys.exit(f"docs: no pickup at {pickup} (scripts/run.sh builds it)")
    with tempfile.TemporaryDirectory(prefix="pickup-docs-") as work:
        print("docs: running pickup (export, frames @3x, prototype, previews): about a minute", file=sys.stderr)
        blocks, figs = generate(pickup, work)
    stale = []
    for path in markdown_files():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        new = update(text, blocks, figs, stale, os.path.relpath(path, ROOT))
        if new != text and not a.check:
            tmp = path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(new)
            os.replace(tmp, path)
    if a.check:
        for s in stale:
            print("out of date: " + s)
        sys.exit(1 if stale else 0)
    print(f"docs: {len(stale)} generated parts updated", file=sys.stderr)


if __name__ == "__main__":
    main()
