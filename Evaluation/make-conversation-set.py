#!/usr/bin/env python3
"""Builds the kana-kanji learning set of spoken Japanese: dialogue and narration from the Japanese
translation of ten campaigns of the game Battle for Wesnoth (Debian) that the dialogue set does not use,
readings by MeCab with UniDic.

Usage: python3 Evaluation/make-conversation-set.py
Needs: apt-get install mecab unidic-mecab (the script fetches the campaign packages itself with
`apt-get download` into a temporary folder; nothing is installed).
Writes Evaluation/conversation.tsv ("reading<TAB>expected text"; "# " comments name the source catalogue).
Deterministic: same packages in, same file out. A sentence that `dialogue.tsv` or `test.tsv` holds is
left out, so that neither set shares a sentence with what the converter learns from.
"""
import csv, gettext, glob, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "conversation.tsv")
# The campaigns of Wesnoth 1.16 in Debian that dialogue.tsv's six (httt, ei, l, tsg, sof, trow) leave.
PACKAGES = ["wesnoth-1.16-did", "wesnoth-1.16-dm", "wesnoth-1.16-dw", "wesnoth-1.16-low", "wesnoth-1.16-nr",
            "wesnoth-1.16-sota", "wesnoth-1.16-sotbe", "wesnoth-1.16-thot", "wesnoth-1.16-ttb", "wesnoth-1.16-utbs"]
HELD_OUT = ["dialogue.tsv", "test.tsv"]
UNIDIC = "/var/lib/mecab/dic/unidic"

JAPANESE = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff\u3005、]+$")
KANJI = re.compile(r"[\u4e00-\u9fff\u3005]")
READING = re.compile(r"^[\u3041-\u3096\u30fc、]+$")


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def readings(sentences):
    """Each sentence's reading from MeCab + UniDic, as make-dialogue-set.py reads one: each word's `kana`
    field (the topic は reads は), in hiragana; None when a word is unknown. One MeCab run for all."""
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


def held_out_texts():
    texts = set()
    for name in HELD_OUT:
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#") and "\t" in line:
                    texts.add(line.rstrip("\n").split("\t")[1])
    return texts


def main():
    held_out = held_out_texts()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download"] + PACKAGES, cwd=tmp, check=True, capture_output=True)
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
                            and s not in held_out:
                        candidates.setdefault(s, name)
    texts = sorted(candidates)
    pairs = [(r, t) for t, r in zip(texts, readings(texts)) if r and READING.match(r)]
    pairs.sort(key=lambda p: (candidates[p[1]], p[1]))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Kana-kanji learning set of spoken Japanese: sentences from the Japanese translation of ten of\n")
        f.write("# Battle for Wesnoth's campaigns (Debian %s),\n" % ", ".join(versions))
        f.write("# readings by MeCab with UniDic (Debian mecab, unidic-mecab); no sentence of dialogue.tsv or test.tsv. See README.md.\n")
        for r, text in pairs:
            f.write("# %s\n%s\t%s\n" % (candidates[text], r, text))
    print("%d candidate sentences, %d with kana readings" % (len(candidates), len(pairs)), file=sys.stderr)


if __name__ == "__main__":
    main()
