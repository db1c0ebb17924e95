#!/usr/bin/env python3
"""Writes Sources/Spelling/Resources/english-frequencies.tsv: the 50,000 most frequent English words in
wordfreq's English "large" list (PyPI `wordfreq`, data CC BY-SA 4.0), each with its Zipf value.

Each line is `word<TAB>zipf100`: the Zipf value (log10 of occurrences per billion words) times 100,
rounded. Only lowercase words of letters, with inner apostrophes or hyphens, are kept (wordfreq also
lists numbers, symbols and single letters of other scripts). The spell checker keeps, per language, the
words its Hunspell dictionary accepts, so one list serves en_US and en_GB.

Deterministic: the same wordfreq version gives the same file.
    pip install wordfreq==3.1.1
    python3 scripts/make-english-frequencies.py
"""
import importlib.metadata
import os
import re
import sys

import wordfreq

COUNT = 50_000
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "Spelling", "Resources", "english-frequencies.tsv")
WORD = re.compile(r"^[a-zà-öø-ÿ]+(?:['-][a-zà-öø-ÿ]+)*$")


def main():
    version = importlib.metadata.version("wordfreq")
    if version != "3.1.1":
        print(f"warning: wordfreq {version}, the file was made with 3.1.1", file=sys.stderr)
    rows = []
    for word in wordfreq.top_n_list("en", COUNT * 2, wordlist="large"):
        if not WORD.match(word):
            continue
        zipf = wordfreq.zipf_frequency(word, "en", wordlist="large")
        rows.append((word, round(zipf * 100)))
        if len(rows) == COUNT:
            break
    rows.sort(key=lambda row: (-row[1], row[0]))
    with open(OUT, "w", encoding="utf-8", newline="\n") as out:
        for word, zipf100 in rows:
            out.write(f"{word}\t{zipf100}\n")
    print(f"wrote {len(rows)} words to {OUT}")


if __name__ == "__main__":
    main()
