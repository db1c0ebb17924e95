#!/usr/bin/env python3
"""Peer baseline: converts each evaluation reading with Mozc and scores the result the way
`kbsim evaluate` does (sentence accuracy; character accuracy = 1 - total edit distance / total length).

Mozc is driven through `mozc_emacs_helper` (Debian `emacs-mozc-bin`, which brings `mozc-server`): the
reading is typed as romaji, Space converts it, and the first candidate of every segment is read from the
preedit; Escape cancels it, so nothing is committed and Mozc learns nothing between sentences.
mozc_server refuses to run as root and needs its configuration folder, so run it as a plain user:

    apt-get install emacs-mozc-bin
    useradd -m peer && runuser -u peer -- mkdir -p /home/peer/.config/mozc
    runuser -u peer -- python3 Evaluation/mozc-peer.py Evaluation/test.tsv [--show-errors]
"""
import os
import subprocess
import sys

# One romaji spelling for each hiragana that Mozc's default romaji table turns back into it. Small kana
# are typed with x (きゃ as "ki" + "xya"), which gives the same kana as the digraph.
ROMAJI = {}
for row, consonant in [("あいうえお", ""), ("かきくけこ", "k"), ("さしすせそ", "s"), ("たちつてと", "t"),
                       ("なにぬねの", "n"), ("はひふへほ", "h"), ("まみむめも", "m"), ("らりるれろ", "r"),
                       ("がぎぐげご", "g"), ("ざじずぜぞ", "z"), ("だぢづでど", "d"), ("ばびぶべぼ", "b"),
                       ("ぱぴぷぺぽ", "p"), ("ぁぃぅぇぉ", "x")]:
    for kana, vowel in zip(row, "aiueo"):
        ROMAJI[kana] = consonant + vowel
ROMAJI.update({"し": "si", "ち": "ti", "つ": "tu", "ふ": "hu", "じ": "zi", "ぢ": "di", "づ": "du",
               "や": "ya", "ゆ": "yu", "よ": "yo", "ゃ": "xya", "ゅ": "xyu", "ょ": "xyo", "わ": "wa",
               "を": "wo", "ん": "nn", "っ": "xtu", "ゎ": "xwa", "ゔ": "vu", "ー": "-", "、": ","})


def romaji(reading):
    try:
        return "".join(ROMAJI[c] for c in reading)
    except KeyError as e:
        raise SystemExit(f"mozc-peer: no romaji for {e.args[0]!r} in {reading!r}")


class Mozc:
    def __init__(self):
        self.process = subprocess.Popen(["mozc_emacs_helper"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.event = 0
        self.process.stdout.readline()  # the greeting
        self.session = self.call("CreateSession").split("(emacs-session-id . ")[1].split(")")[0]

    def call(self, command):
        self.event += 1
        self.process.stdin.write(f"({self.event} {command})\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit("mozc-peer: mozc_emacs_helper stopped (is mozc_server able to run as this user?)")
        return line

    def key(self, k):
        return self.call(f"SendKey {self.session} {k}")

    def convert(self, reading):
        for c in romaji(reading):
            self.key(ord(c))
        reply = self.key("space")
        self.key("escape")
        self.key("escape")
        return "".join(preedit_values(reply))


def preedit_values(reply):
    """The value of every preedit segment in a reply, in order."""
    preedit = reply.split("(preedit . ", 1)
    if len(preedit) < 2:
        return []
    values = []
    rest = preedit[1]
    for end in ("(highlighted-position . ", "(candidates . ", "(status . ", "(all-candidate-words . "):
        rest = rest.split(end, 1)[0]
    while "(value . \"" in rest:
        rest = rest.split("(value . \"", 1)[1]
        value, rest = rest.split("\")", 1)
        values.append(value.replace('\\"', '"').replace("\\\\", "\\"))
    return values


def edit_distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    pairs = [line.rstrip("\n").split("\t") for line in open(sys.argv[1], encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    mozc = Mozc()
    exact = distance = characters = 0
    for reading, expected in pairs:
        converted = mozc.convert(reading)
        exact += converted == expected
        distance += edit_distance(converted, expected)
        characters += len(expected)
        if "--show-errors" in sys.argv and converted != expected:
            print(f"{reading}\t{expected}\t{converted}")
    print(f"sentences {len(pairs)}")
    print(f"sentence accuracy {exact / len(pairs):.4f} ({exact}/{len(pairs)})")
    print(f"character accuracy {1 - distance / characters:.4f} (edit distance {distance} over {characters} characters)")


if __name__ == "__main__":
    main()
