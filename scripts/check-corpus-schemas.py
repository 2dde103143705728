#!/usr/bin/env python3
"""Run by hand (not in CI: it needs the official schemas and PyPI's jsonschema), to compare
the TokenCheck corpus with the official DTCG 2025.10 JSON schemas.

    python3 -m venv /tmp/v && /tmp/v/bin/pip install jsonschema referencing
    /tmp/v/bin/python scripts/check-corpus-schemas.py SCHEMA_DIR   # the folder holding format.json, resolver.json

For each case: what the schema says of the whole file against what Corpus/expected.json
expects ('schema'); then, for token files, token by token (each token validated against
token.json with the $type it inherits from its groups): the tokens the schema refuses against
the tokens `pickup check` reports. The output is what docs/dtcg-rules.md records."""
import json, os, sys
from jsonschema import Draft7Validator
from referencing import Registry, Resource

here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, "..", "Tests", "TokenCheckTests", "Corpus")
schema_dir = sys.argv[1]

resources, by_name = [], {}
for dirpath, _, names in os.walk(schema_dir):
    for n in names:
        if n.endswith(".json"):
            s = json.load(open(os.path.join(dirpath, n)))
            resources.append((s["$id"], Resource.from_contents(s)))
            by_name[os.path.relpath(os.path.join(dirpath, n), schema_dir)] = s
registry = Registry().with_resources(resources)
def validator(name): return Draft7Validator(by_name[name], registry=registry)
format_v, resolver_v, token_v = validator("format.json"), validator("resolver.json"), validator("format/token.json")

def tokens(node, path, inherited):
    """(path, token with its inherited $type) for every token under a group."""
    if not isinstance(node, dict): return
    t = node.get("$type", inherited) if isinstance(node.get("$type"), str) else inherited
    for k, v in node.items():
        if k.startswith("$") and k != "$root": continue
        if isinstance(v, dict) and ("$value" in v or "$ref" in v):
            tok = dict(v)
            if "$type" not in tok and t is not None and not (isinstance(tok.get("$value"), str) and tok["$value"].startswith("{")):
                tok["$type"] = t
            yield (path + [k], tok)
        elif isinstance(v, dict):
            yield from tokens(v, path + [k], t)

manifest = json.load(open(os.path.join(corpus, "expected.json")))
agree = disagree = 0
for case in manifest["cases"]:
    f = os.path.join(corpus, case["file"])
    try:
        doc = json.load(open(f))
    except ValueError as e:
        got = "unreadable"
        doc = None
    else:
        v = resolver_v if case["file"].endswith(".resolver.json") else format_v
        errors = list(v.iter_errors(doc))
        got = "valid" if not errors else "invalid"
    ok = got == case["schema"]
    agree += ok; disagree += not ok
    print(f"{'AGREE   ' if ok else 'DISAGREE'} {case['file']}: schema says {got}, expected.json says {case['schema']}"
          + (f" ({case['schemaNote']})" if "schemaNote" in case else ""))
    if doc is None or case["file"].endswith(".resolver.json") or not isinstance(doc, dict): continue
    token_list = list(tokens(doc, [], None))
    token_paths = {".".join(p) for p, _ in token_list}
    schema_paths = {".".join(p) for p, tok in token_list if list(token_v.iter_errors(tok))}
    problem_paths = {e["path"] for e in case["expect"]}
    # A token counts as reported by pickup if a problem names it or something inside it.
    reported = {t for t in token_paths if any(q == t or q.startswith(t + ".") for q in problem_paths)}
    only_schema, only_pickup = sorted(schema_paths - reported), sorted(reported - schema_paths)
    if only_schema: print(f"           tokens only the schema refuses: {', '.join(only_schema)}")
    if only_pickup: print(f"           tokens only pickup reports: {', '.join(only_pickup)}")
print(f"\n{agree} cases agree, {disagree} disagree")
