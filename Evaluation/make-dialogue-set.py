#!/usr/bin/env python3
"""Builds the second kana-kanji evaluation set: spoken dialogue and narration from the Japanese
translation of the game Battle for Wesnoth's campaigns (Debian), readings by MeCab with UniDic.

Usage: python3 Evaluation/make-dialogue-set.py
Needs: apt-get install mecab unidic-mecab (the script fetches the campaign packages itself with
`apt-get download` into a temporary folder; nothing is installed).
Writes Evaluation/dialogue.tsv ("reading<TAB>expected text"; "# " comments name the source catalogue).
Deterministic: same packages in, same file out. The set is for reporting only: nothing in the
converter is chosen by looking at it.
"""
import csv, gettext, glob, hashlib, os, re, subprocess, sys, tempfile

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogue.tsv")
# Six of the campaigns of Wesnoth 1.16 in Debian (each package carries its own translations).
PACKAGES = ["wesnoth-1.16-httt", "wesnoth-1.16-ei", "wesnoth-1.16-l", "wesnoth-1.16-tsg",
            "wesnoth-1.16-sof", "wesnoth-1.16-trow"]
SIZE = 800
UNIDIC = "/var/lib/mecab/dic/unidic"

JAPANESE = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff\u3005、]+$")
KANJI = re.compile(r"[\u4e00-\u9fff\u3005]")
READING = re.compile(r"^[\u3041-\u3096\u30fc、]+$")


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def readings(sentences):
    """Each sentence's reading from MeCab + UniDic: each word's `kana` field (the orthographic kana of
    the word as written, so the topic は reads は, not わ), in hiragana; None when a word is unknown.
    One MeCab run for all of them (MeCab ends each sentence with EOS)."""
    out = subprocess.run(["mecab", "-d", UNIDIC], input="".join(s + "\n" for s in sentences),
                         capture_output=True, text=True, check=True).stdout
    result, parts, known = [], [], True
    for line in out.split("\n"):
        if line == "EOS":
            result.append("".join(parts) if known else None)
            parts, known = [], True
        elif line:
            surface, _, features = line.partition("\t")
            fields = next(csv.reader([features]))
            if len(fields) < 21 or not fields[20] or fields[20] == "*":
                known = False
            else:
                parts.append("、" if surface == "、" else hiragana(fields[20]))
    if len(result) != len(sentences):
        sys.exit("MeCab gave %d readings for %d sentences" % (len(result), len(sentences)))
    return result


def campaign_sentences(packages, leave_out=frozenset()):
    """The sentences of the Japanese message catalogues of Wesnoth campaign `packages` (downloaded with
    `apt-get download` into a temporary folder): messages split at 。！？, kept when 8–30 characters of
    kana, kanji, ー and 、 with at least one kanji and not in `leave_out`. Returns {sentence: catalogue}
    (the first catalogue, in file order, that has it) and the "package version" strings."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download"] + packages, cwd=tmp, check=True, capture_output=True)
        versions = []
        for deb in sorted(glob.glob(os.path.join(tmp, "*.deb"))):
            package, version = os.path.basename(deb).split("_")[:2]
            versions.append("%s %s" % (package, version.replace("%3a", ":")))
            subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, "root")], check=True)
        candidates = {}
        for mo in sorted(glob.glob(os.path.join(tmp, "root/usr/share/games/wesnoth/*/locale/ja/LC_MESSAGES/*.mo"))):
            name = os.path.basename(mo)
            with open(mo, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
            for key in sorted(catalog, key=str):
                for s in re.split(r"[。！？!?\n]", catalog[key]):
                    s = s.strip().strip("「」『』 　")
                    if 8 <= len(s) <= 30 and JAPANESE.match(s) and KANJI.search(s) and not s.startswith("、") \
                            and s not in leave_out:
                        candidates.setdefault(s, name)
    return candidates, versions


def main():
    candidates, versions = campaign_sentences(PACKAGES)
    texts = sorted(candidates)
    pairs = [(r, t) for t, r in zip(texts, readings(texts)) if r and READING.match(r)]
    pairs.sort(key=lambda p: hashlib.sha1(p[1].encode()).hexdigest())
    chosen = sorted(pairs[:SIZE], key=lambda p: (candidates[p[1]], p[1]))
    with open(OUT, "w") as f:
        f.write("# Kana-kanji dialogue set: sentences from the Japanese translation of Battle for Wesnoth's\n")
        f.write("# campaigns (Debian %s),\n" % ", ".join(versions))
        f.write("# readings by MeCab with UniDic (Debian mecab, unidic-mecab). For reporting only. See README.md.\n")
        for r, text in chosen:
            f.write("# %s\n%s\t%s\n" % (candidates[text], r, text))
    print("%d candidate sentences, %d with kana readings, %d written" % (len(candidates), len(pairs), len(chosen)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
