#!/usr/bin/env python3
"""Builds the kana-kanji learning set of spoken Japanese: dialogue and narration from the Japanese
translation of ten campaigns of the game Battle for Wesnoth (Debian) that the dialogue set does not use,
readings by MeCab with UniDic, both as make-dialogue-set.py makes them (its functions do the work).

Usage: python3 Evaluation/make-conversation-set.py [OUTPUT]
Needs: apt-get install mecab unidic-mecab (the packages are fetched with `apt-get download` into a
temporary folder; nothing is installed).
Writes Evaluation/conversation.tsv ("reading<TAB>expected text"; "# " comments name the source catalogue).
Deterministic: same packages in, same file out. A sentence that `dialogue.tsv` or `test.tsv` holds is
left out, so that neither set shares a sentence with what the converter learns from.
"""
import importlib.util, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "conversation.tsv")
# The campaigns of Wesnoth 1.16 in Debian that dialogue.tsv's six (httt, ei, l, tsg, sof, trow) leave.
PACKAGES = ["wesnoth-1.16-did", "wesnoth-1.16-dm", "wesnoth-1.16-dw", "wesnoth-1.16-low", "wesnoth-1.16-nr",
            "wesnoth-1.16-sota", "wesnoth-1.16-sotbe", "wesnoth-1.16-thot", "wesnoth-1.16-ttb", "wesnoth-1.16-utbs"]
HELD_OUT = ["dialogue.tsv", "test.tsv"]

_spec = importlib.util.spec_from_file_location("make_dialogue_set", os.path.join(HERE, "make-dialogue-set.py"))
dialogue = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dialogue)


def held_out_texts():
    texts = set()
    for name in HELD_OUT:
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#") and "\t" in line:
                    texts.add(line.rstrip("\n").split("\t")[1])
    return texts


def main():
    candidates, versions = dialogue.campaign_sentences(PACKAGES, leave_out=held_out_texts())
    texts = sorted(candidates)
    pairs = [(r, t) for t, r in zip(texts, dialogue.readings(texts)) if r and dialogue.READING.match(r)]
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
