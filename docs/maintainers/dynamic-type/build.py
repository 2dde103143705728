import json, re
CATS = ["xSmall","small","medium","large","xLarge","xxLarge","xxxLarge",
        "accessibility1","accessibility2","accessibility3","accessibility4","accessibility5"]
HIG_CAT = dict(zip(["xSmall","Small","Medium","Large (default)","xLarge","xxLarge","xxxLarge","AX1","AX2","AX3","AX4","AX5"], CATS))
STYLES = ["largeTitle","title","title2","title3","headline","body","callout","subheadline","footnote","caption","caption2"]
HIG_STYLE = dict(zip(["Large Title","Title 1","Title 2","Title 3","Headline","Body","Callout","Subhead","Footnote","Caption 1","Caption 2"], STYLES))

# --- S2: HIG Dec 16 2025 edition, as extracted 2026-01-23 (MaryM1660/Continuum_test)
s2 = {}; cur = None
for line in open("sources/continuum_hig.md.txt", encoding="utf-8"):
    m = re.match(r"### Таблица \d+: (.+)$", line.strip())
    if m:
        cur = HIG_CAT.get(m.group(1).strip()); continue
    if cur and line.startswith("|"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in HIG_STYLE:
            s2.setdefault(cur, {})[HIG_STYLE[cells[0]]] = dict(weight=cells[1].lower(), size=int(cells[2]), leading=int(cells[3]), emphasized=cells[4].lower())
assert set(s2) == set(CATS), sorted(s2)
assert all(len(s2[c]) == 11 for c in CATS)

# --- S1: HIG June 21 2023 edition (transcribed)
s1 = {}
for line in open("sources/hig_2023-06-21_transcribed.txt"):
    if line.startswith("#") or not line.strip(): continue
    cat, rest = line.split(":")
    s1[cat] = {st: tuple(map(int, v.split("/"))) for st, v in zip(STYLES, rest.split())}

# --- S5: temoki/UIKit_DynamicType measured sizes (iOS 13.3 simulator)
T_ROW = {"Large Title":"largeTitle","Title 1":"title","Title 2":"title2","Title 3":"title3","Headline":"headline",
         "Subhead":"subheadline","Body":"body","Callout":"callout","Footnote":"footnote","Caption1":"caption","Caption2":"caption2"}
s5 = {}
for line in open("sources/temoki_README.md.txt", encoding="utf-8"):
    m = re.match(r"\| \*\*(.+?)\*\*\s*\|((?:\s*\d+\s*\|){12})", line)
    if m and m.group(1) in T_ROW:
        s5[T_ROW[m.group(1)]] = [int(x) for x in m.group(2).split("|") if x.strip()]
assert len(s5) == 11, s5.keys()

diffs = []
for c_i, c in enumerate(CATS):
    for st in STYLES:
        a = (s2[c][st]["size"], s2[c][st]["leading"])
        if s1[c][st] != a: diffs.append(f"S1 vs S2 {c} {st}: {s1[c][st]} != {a}")
        if s5[st][c_i] != a[0]: diffs.append(f"S5 size vs S2 {c} {st}: {s5[st][c_i]} != {a[0]}")
        # weights constant across categories?
        if s2[c][st]["weight"] != s2["large"][st]["weight"] or s2[c][st]["emphasized"] != s2["large"][st]["emphasized"]:
            diffs.append(f"weight varies {c} {st}")
print("differences:", diffs or "none")

# reference points from the brief
assert [s2[c]["body"]["size"] for c in CATS] == [14,15,16,17,19,21,23,28,33,40,47,53]
assert [s2[c]["largeTitle"]["size"] for c in CATS] == [31,32,33,34,36,38,40,44,48,52,56,60]

out = {
  "source": {
    "primary": {
      "title": "Apple Human Interface Guidelines - Typography - Specifications: 'iOS, iPadOS Dynamic Type sizes' and 'iOS, iPadOS larger accessibility type sizes'",
      "url": "https://developer.apple.com/design/human-interface-guidelines/typography#Specifications",
      "edition": "Page edition dated December 16, 2025 ('Added emphasized weights to the Dynamic Type style specifications for each platform'); the size/leading/weight values are unchanged from the June 21, 2023 edition.",
      "readVia": "Apple's page was not fetched live; values were taken from public reproductions of it (listed below) and cross-checked."
    },
    "reproductions": [
      {"what": "Full 12-table Markdown extraction of the HIG page (Dec 16 2025 edition, with Emphasized-weight column), extracted 2026-01-23",
       "url": "https://github.com/MaryM1660/Continuum_test/blob/40eea61d2a05489205d372acb801c17bdc1d369b/APPLE_HIG_TYPOGRAPHY_SPECIFICATIONS.md",
       "role": "machine-parsed; basis of this file"},
      {"what": "Markdown scrape of the HIG page, edition 'June 21, 2023 - Updated to include guidance for visionOS' (no Emphasized column)",
       "url": "public GitHub file found through the search index (file id 32949500373); repository not identified",
       "role": "hand-transcribed to sources/hig_2023-06-21_transcribed.txt and machine-compared: identical sizes and leadings"},
      {"what": "temoki/UIKit_DynamicType README: point sizes measured with UIFont.preferredFont in the iOS 13.3 simulator (Xcode 11.3)",
       "url": "https://github.com/temoki/UIKit_DynamicType/blob/04de9d61eddb67ee987f8b9f11c9cccdda96af6c/README.md",
       "role": "independent (runtime, not copied from HIG); sizes only, no leading; 131/132 summary cells identical - caption2@AX5 shows 41 in the summary table but 40.0 in the raw printout of commit 161fbef (typo); all 120 raw printed values identical"},
      {"what": "PDF-to-Markdown extraction of the HIG (Dec 16 2025 edition): only the xSmall and AX1 tabs were captured",
       "url": "https://github.com/6639835/apple-hig/blob/b9bb27bcc7d01d4c9eb646082d9a1fedef7b349a/foundations/human-interface-guidelines-Typography/human-interface-guidelines-Typography_1769620211319.md",
       "role": "partial check"},
      {"what": "Change log of the HIG Typography page (clipping reviewed 2026-04-23)",
       "url": "https://github.com/henryperkins/tarot/blob/444ef7c0b9b5e123ff85fac9ee290307bd7b3742/docs/apple-typography.md",
       "role": "edition dates only (its tables were lost in clipping)"}
    ],
    "retrieved": "2026-12-02",
    "units": "points (pt); leading = line height in points as Apple lists it",
    "notes": "See NOTES.md for disagreements, Bold Text behaviour and caveats."
  },
  "categories": CATS,
  "styles": {}
}
for st in STYLES:
    out["styles"][st] = {
        "weight": s2["large"][st]["weight"],
        "emphasizedWeight": s2["large"][st]["emphasized"],
        "size": [s2[c][st]["size"] for c in CATS],
        "leading": [s2[c][st]["leading"] for c in CATS],
    }
json.dump(out, open("dynamic-type.json","w"), indent=2)
open("dynamic-type.json","a").write("\n")
for st in STYLES:
    v = out["styles"][st]; print(f"{st:12} {v['weight']:8} {v['emphasizedWeight']:8} {v['size']} {v['leading']}")
