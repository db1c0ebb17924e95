#!/bin/sh
# Fails on code that can only build on Linux without saying so, so that the macOS build the README describes
# (which cannot run here) is not broken by accident. Checks every Swift, C and package manifest file of the
# package, the benchmarks and the fuzz targets:
#   - `import Glibc` (or `Musl`) not guarded by `#if canImport(...)` on the line before, and `Glibc.`-qualified
#     calls (Darwin has no module of that name);
#   - Linux-only paths used in code (`/proc/`, `/sys/`, `/dev/input`), outside comments, unless the line says
#     what it falls back to elsewhere (a `// fallback: …` comment);
#   - C flags and linker flags only GNU toolchains accept (`-Wl,--...`, `--gc-sections`, `-static-libgcc`,
#     `-static-stdlib`) in a manifest;
#   - a system library target without a Homebrew provider (macOS users install the C libraries with it).
# What it cannot check: that the sources compile for Darwin (no macOS SDK here). Usage: scripts/check-portability.sh
set -eu
cd "$(dirname "$0")/.."
fail=0
report() { echo "check-portability: $1" >&2; fail=1; }

files=$(git ls-files '*.swift' '*.c' '*.h' | grep -v '^Fuzz/Corpus/')

for f in $files; do
    case "$f" in *.swift) ;; *) continue ;; esac
    # An unguarded import: the line before is not an #if/#elseif canImport of the same module.
    awk -v file="$f" '
        /^[[:space:]]*import (Glibc|Musl)[[:space:]]*$/ {
            module = $2
            if (prev !~ ("canImport\\(" module "\\)")) { printf "%s:%d: import %s without #if canImport(%s)\n", file, NR, module, module; bad = 1 }
        }
        /Glibc\./ && $0 !~ /^[[:space:]]*\/\// { printf "%s:%d: a Glibc-qualified name (no such module on Darwin)\n", file, NR; bad = 1 }
        { prev = $0 }
        END { exit bad }
    ' "$f" >&2 || fail=1
done

for f in $files; do
    # Linux-only paths in code; comment lines are skipped.
    if grep -nE '"/(proc|sys)/|"/dev/input' "$f" | grep -vE '^[0-9]+:[[:space:]]*(//|\*|/\*)' | grep -v '// fallback: ' >/tmp/check-portability.$$ 2>/dev/null; then
        sed "s|^|$f:|" /tmp/check-portability.$$ >&2
        report "$f uses a Linux-only path"
    fi
done
rm -f /tmp/check-portability.$$

for manifest in Package.swift Benchmarks/Package.swift Fuzz/Package.swift; do
    [ -f "$manifest" ] || continue
    if grep -nE -- '-Wl,--|--gc-sections|-static-libgcc|-static-stdlib' "$manifest" >&2; then
        report "$manifest passes a flag only GNU toolchains accept"
    fi
done

# Every system library of the package names a Homebrew provider beside its Debian one.
python3 - <<'PY' || fail=1
import re, sys
text = open("Package.swift").read()
bad = 0
for m in re.finditer(r'\.systemLibrary\((.*?)\n\s*\)', text, re.S):
    body = m.group(1)
    name = re.search(r'name:\s*"([^"]+)"', body).group(1)
    if '.brew(' not in body:
        print(f"check-portability: Package.swift: system library {name} has no .brew provider", file=sys.stderr)
        bad = 1
sys.exit(bad)
PY

if [ "$fail" -ne 0 ]; then
    echo "check-portability: failed" >&2
    exit 1
fi
echo "check-portability: no unguarded Glibc imports, Linux-only paths, GNU-only flags or system libraries without a Homebrew provider"
