#!/usr/bin/env python3
"""Writes Sources/KanaKanji/Resources/word-frequencies.tsv: how often each IPADIC surface occurs in
general Japanese text, from wordfreq's Japanese "large" list (PyPI `wordfreq`, data CC BY-SA 4.0),
and of katakana words of three or more characters that IPADIC lacks (loanwords such as クライアント),
which the dictionary builder adds as words.

wordfreq splits Japanese with MeCab and IPADIC, so its words are IPADIC surfaces (inflected forms
included). Each line is `surface<TAB>zipf100`: the Zipf value (log10 of occurrences per billion words)
times 100, rounded. Only surfaces that IPADIC lists (Debian's mecab-ipadic) and katakana words are kept.

Deterministic: the same wordfreq version and IPADIC give the same file.
    pip install wordfreq==3.1.1 && apt-get install mecab-ipadic
    python3 scripts/make-word-frequencies.py
"""
import glob
import importlib.metadata
import os
import re
import sys

import wordfreq

IPADIC = "/usr/share/mecab/dic/ipadic"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "KanaKanji", "Resources", "word-frequencies.tsv")


def ipadic_surfaces():
    surfaces = set()
    files = sorted(glob.glob(os.path.join(IPADIC, "*.csv")))
    if not files:
        sys.exit(f"{IPADIC}: no *.csv files (apt-get install mecab-ipadic)")
    for path in files:
        with open(path, encoding="euc_jp", errors="strict") as f:
            for line in f:
                surfaces.add(line.split(",", 1)[0])
    return surfaces


# A katakana word the builder may add: katakana letters and ー, three or more, not starting with ー.
KATAKANA_WORD = re.compile(r"^[\u30a1-\u30fa][\u30a1-\u30fa\u30fc]{2,}$")


def main():
    surfaces = ipadic_surfaces()
    # The list is buckets of words by centibels: bucket i holds words of frequency 10^(-i/100).
    buckets = wordfreq.get_frequency_list("ja", "large")
    rows = {}
    for i, words in enumerate(buckets):
        zipf100 = 900 - i
        for w in words:
            if (w in surfaces or KATAKANA_WORD.match(w)) and w not in rows:
                rows[w] = zipf100
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(f"# wordfreq {importlib.metadata.version('wordfreq')} Japanese 'large' list, IPADIC surfaces and katakana words;"
                " surface<TAB>Zipf x 100. Data CC BY-SA 4.0 (see word-frequencies-LICENSE.md)\n")
        for w in sorted(rows, key=lambda w: (-rows[w], w)):
            f.write(f"{w}\t{rows[w]}\n")
    print(f"{len(rows)} surfaces written to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
