#!/usr/bin/env python3
"""Builds the kana-kanji evaluation set from Debian's manpages-ja, with readings from kakasi.

Usage: python3 Evaluation/make-evaluation-set.py   (needs: apt-get install manpages-ja kakasi)
Writes Evaluation/dev.tsv, Evaluation/test.tsv and Evaluation/vocabulary.tsv (lines "reading<TAB>expected
text"; comment lines name the source pages).
Deterministic: same packages in, same files out.
"""
import glob, gzip, hashlib, os, re, subprocess

MAN = "/usr/share/man/ja"
OUT = os.path.dirname(os.path.abspath(__file__))
PER_SET = 400
DEV_EXTRA = 3600

JAPANESE = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff\u3005、]+$")
KANJI = re.compile(r"[\u4e00-\u9fff\u3005]")
READING = re.compile(r"^[\u3041-\u3096\u30fc、]+$")
ESCAPES = re.compile(r"\\f(\[[^\]]*\]|\(..|.)|\\\(..|\\\*(\(..|\[[^\]]*\]|.)|\\s[-+]?\d|\\[&e\-|^0~ ]|\\\"")

def sentences(path):
    try:
        text = gzip.open(path).read().decode("utf-8")
    except (UnicodeDecodeError, OSError):
        return
    paragraph = []
    for line in text.split("\n") + [".PP"]:
        if line.startswith((".", "'")):
            if paragraph:
                for s in re.split(r"[。．]", "".join(paragraph)):
                    yield s.strip()
                paragraph = []
            continue
        paragraph.append(ESCAPES.sub("", line).strip())

candidates = {}
for path in sorted(glob.glob(MAN + "/man*/*.gz")):
    for s in sentences(path):
        if 8 <= len(s) <= 30 and JAPANESE.match(s) and KANJI.search(s) and not s.startswith("、"):
            candidates.setdefault(s, os.path.relpath(path, MAN))

texts = sorted(candidates)
readings = subprocess.run(["kakasi", "-JH", "-KH", "-iutf8", "-outf8"], input="\n".join(texts) + "\n",
                          capture_output=True, text=True, check=True).stdout.split("\n")
pairs = [(r, t) for t, r in zip(texts, readings) if READING.match(r)]
pairs.sort(key=lambda p: hashlib.sha1(p[1].encode()).hexdigest())
# The test set is the second 400; the development set the first 400 and, after the test set, the next
# DEV_EXTRA (the development set was 400 pairs until the word-frequency model; see README.md).
# The pairs after those are the vocabulary set: only their words are used, for the embedded dictionary
# (README.md, "The vocabulary set").
dev = pairs[:PER_SET] + pairs[2 * PER_SET:2 * PER_SET + DEV_EXTRA]
vocabulary = pairs[2 * PER_SET + DEV_EXTRA:]
for name, chunk in (("dev", dev), ("test", pairs[PER_SET:2 * PER_SET]), ("vocabulary", vocabulary)):
    with open(os.path.join(OUT, name + ".tsv"), "w") as f:
        f.write("# Kana-kanji %s set: sentences from Debian manpages-ja, readings by kakasi -JH -KH. See README.md.\n" % name)
        for reading, text in sorted(chunk, key=lambda p: (candidates[p[1]], p[1])):
            f.write("# %s\n%s\t%s\n" % (candidates[text], reading, text))
print("%d candidate sentences, %d with kana readings" % (len(texts), len(pairs)))
