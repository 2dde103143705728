#!/usr/bin/env bash
# Regenerates Sources/Screens/TokenSchema.swift — the typed keys the screens read tokens with,
# each with the range declared in design-tokens.json compiled in — from design-tokens.json.
# Run after editing design-tokens.json (with scripts/embed-defaults.sh); TokenSchemaTests fails
# while the two disagree. A token renamed or removed then fails to compile where it is read.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product pickup >&2
.build/release/pickup tokens --format schema --tokens design-tokens.json --out Sources/Screens/TokenSchema.swift
