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
# Font requests (.B grep, .I file): a command name or a term the sentence after them goes on from.
FONT_REQUEST = re.compile(r"^[.'](B|I|BR|BI|IB|IR|RB|RI|SM|SB)(\s|$)")
ESCAPES = re.compile(r"\\f(\[[^\]]*\]|\(..|.)|\\\(..|\\\*(\(..|\[[^\]]*\]|.)|\\s[-+]?\d|\\[&e\-|^0~ ]|\\\"")

def sentences(path):
    """Yields (sentence, after): after is True for the first sentence of text that follows a font request,
    which goes on from the command name or term the request sets (dropped here, as it is not Japanese)."""
    try:
        text = gzip.open(path).read().decode("utf-8")
    except (UnicodeDecodeError, OSError):
        return
    paragraph = []
    after = False
    for line in text.split("\n") + [".PP"]:
        if line.startswith((".", "'")):
            if paragraph:
                for i, s in enumerate(re.split(r"[。．]", "".join(paragraph))):
                    yield s.strip(), after and i == 0
                paragraph = []
            after = bool(FONT_REQUEST.match(line))
            continue
        paragraph.append(ESCAPES.sub("", line).strip())

candidates = {}
follows = {}
for path in sorted(glob.glob(MAN + "/man*/*.gz")):
    for s, after in sentences(path):
        if 8 <= len(s) <= 30 and JAPANESE.match(s) and KANJI.search(s) and not s.startswith("、"):
            candidates.setdefault(s, os.path.relpath(path, MAN))
            follows.setdefault(s, after)

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
# The sets learned from mark, in a third field, the sentences that follow a font request ("after"):
# learning does not price their first word as the start of the input. The test set is scored as typed
# from the start of the input, like every set, and carries no mark.
for name, chunk, marks in (("dev", dev, True), ("test", pairs[PER_SET:2 * PER_SET], False),
                           ("vocabulary", vocabulary, True)):
    with open(os.path.join(OUT, name + ".tsv"), "w") as f:
        f.write("# Kana-kanji %s set: sentences from Debian manpages-ja, readings by kakasi -JH -KH. See README.md.\n" % name)
        for reading, text in sorted(chunk, key=lambda p: (candidates[p[1]], p[1])):
            mark = "\tafter" if marks and follows[text] else ""
            f.write("# %s\n%s\t%s%s\n" % (candidates[text], reading, text, mark))
print("%d candidate sentences, %d with kana readings" % (len(texts), len(pairs)))
