#!/usr/bin/env bash
# Sets up a fresh Debian machine for InputSystem: installs the Debian packages the project needs,
# builds the package, and runs the main job on the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
PACKAGES="pkg-config libxkbcommon-dev xkb-data libx11-data libicu-dev unicode-data mecab-ipadic vim-runtime"
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

echo "setup: compiling the full kana-kanji dictionary from IPADIC"
"$(swift build --show-bin-path)/kbsim" dictionary build

KBSIM="$(swift build --show-bin-path)/kbsim"
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
