#!/bin/sh
# Scores every converter on the evaluation sets in one run: kbsim with the full dictionary and with the
# embedded one, Mozc 2.28 (mozc-peer.py, through emacs-mozc-bin) and Anthy (anthy-peer.c), each on
# test.tsv and dialogue.tsv, and prints one Markdown table (sentence / character accuracy).
# Not run by CI. Needs: a release kbsim (swift build -c release --product kbsim), the full dictionary
# (scripts/setup.sh), `apt-get install emacs-mozc-bin libanthy-dev`, and a plain user for mozc_server,
# which refuses to run as root:
#     PEER_USER=peer sh Evaluation/run-peers.sh        (default user: i14bpeer)
# Takes a few minutes (Mozc is driven one sentence at a time).
set -eu
cd "$(dirname "$0")/.."
KBSIM=${KBSIM:-.build/release/kbsim}
PEER_USER=${PEER_USER:-i14bpeer}
FULL=${KBSIM_DICTIONARY:-${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/kana-kanji.kkdic}
WORK=$(mktemp -d /tmp/kbsim-peers.XXXXXX)
chmod 755 "$WORK"
trap 'rm -rf "$WORK"' EXIT
cc -O2 Evaluation/anthy-peer.c -lanthy -o "$WORK/anthy-peer"
cp Evaluation/mozc-peer.py "$WORK/"
runuser -u "$PEER_USER" -- sh -c 'mkdir -p "$HOME/.config/mozc"'

# "sentence% / character%" from the last two lines of a scorer's output.
figures() { awk '/^sentence accuracy/ {s = $3 * 100} /^character accuracy/ {c = $3 * 100} END {printf "%.1f %% / %.1f %%", s, c}'; }

# Scores "reading<TAB>converted" lines ($2) against the set ($1) as kbsim evaluate does.
score() {
    python3 - "$1" "$2" <<'PY'
import sys
def distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[len(b)]
pairs = [l.rstrip("\n").split("\t") for l in open(sys.argv[1], encoding="utf-8") if l.strip() and not l.startswith("#")]
got = [l.rstrip("\n").split("\t", 1)[1] for l in open(sys.argv[2], encoding="utf-8")]
exact = sum(g == e for (_, e), g in zip(pairs, got))
d = sum(distance(g, e) for (_, e), g in zip(pairs, got)); n = sum(len(e) for _, e in pairs)
print(f"sentence accuracy {exact / len(pairs):.4f}"); print(f"character accuracy {1 - d / n:.4f}")
PY
}

echo "| converter | test.tsv (400 pairs) | dialogue.tsv (800 pairs) |"
echo "|---|---|---|"
row() { printf '| %s | %s | %s |\n' "$1" "$2" "$3"; }
for set in test dialogue; do cp "Evaluation/$set.tsv" "$WORK/"; done
chmod 644 "$WORK"/*.tsv "$WORK/mozc-peer.py"
row "kbsim, full Mozc dictionary" \
    "$("$KBSIM" evaluate Evaluation/test.tsv --dictionary "$FULL" | figures)" \
    "$("$KBSIM" evaluate Evaluation/dialogue.tsv --dictionary "$FULL" | figures)"
row "kbsim, embedded dictionary" \
    "$("$KBSIM" evaluate Evaluation/test.tsv --embedded-dictionary | figures)" \
    "$("$KBSIM" evaluate Evaluation/dialogue.tsv --embedded-dictionary | figures)"
# mozc_server runs as the peer user, in the temporary folder that user can read.
mozc() { runuser -u "$PEER_USER" -- sh -c "cd '$WORK' && python3 mozc-peer.py $1.tsv"; }
row "Mozc 2.28 (emacs-mozc-bin)" "$(mozc test | figures)" "$(mozc dialogue | figures)"
for set in test dialogue; do
    grep -v '^#' "Evaluation/$set.tsv" | grep . | cut -f1 | "$WORK/anthy-peer" > "$WORK/anthy-$set.txt"
done
row "Anthy (libanthy)" \
    "$(score Evaluation/test.tsv "$WORK/anthy-test.txt" | figures)" \
    "$(score Evaluation/dialogue.tsv "$WORK/anthy-dialogue.txt" | figures)"
