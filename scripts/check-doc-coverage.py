#!/usr/bin/env python3
"""Fails when a public symbol of the given modules has no documentation.

Reads the symbol graphs that `swift package dump-symbol-graph --minimum-access-level public` writes
(MODULE.symbols.json and the MODULE@OTHER.symbols.json graphs of its extensions). A symbol counts as
documented when it has a doc comment of its own or, as DocC shows it, one inherited from the protocol
requirement it implements or the member it overrides. Symbols the compiler synthesizes (no source
location) are skipped. Usage: check-doc-coverage.py SYMBOLGRAPH-DIR MODULE...
"""
import json
import os
import sys


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    folder, modules = sys.argv[1], sys.argv[2:]
    failures = 0
    for module in modules:
        graphs = sorted(f for f in os.listdir(folder)
                        if f == f"{module}.symbols.json" or (f.startswith(f"{module}@") and f.endswith(".symbols.json")))
        if f"{module}.symbols.json" not in graphs:
            print(f"check-doc-coverage: no symbol graph for {module} in {folder}", file=sys.stderr)
            return 2
        total, missing = 0, []
        for name in graphs:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                location = symbol.get("location")
                if location is None or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                total += 1
                lines = (symbol.get("docComment") or {}).get("lines", [])
                if not any(line.get("text", "").strip() for line in lines):
                    path = location["uri"].removeprefix("file://")
                    path = os.path.relpath(path) if path.startswith("/") else path
                    line = location["position"]["line"] + 1
                    title = ".".join(symbol["pathComponents"])
                    missing.append(f"{path}:{line}: {symbol['kind']['displayName'].lower()} {title} has no /// doc comment")
        for entry in sorted(set(missing)):
            print(entry)
        documented = total - len(set(missing))
        print(f"check-doc-coverage: {module}: {documented} of {total} public symbols documented", file=sys.stderr)
        failures += len(set(missing))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
