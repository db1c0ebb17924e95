#!/bin/sh
# Generates kbsim's man page and shell completion scripts for a release into docs/release/VERSION/:
#   kbsim.1                      the man page: swift-argument-parser's generate-manual plugin
#                                (`swift package plugin generate-manual`), finished by scripts/man-sections.py
#                                (EXAMPLES and ENVIRONMENT sections from the commands' discussions)
#   completions/kbsim.bash       `kbsim --generate-completion-script bash`
#   completions/_kbsim           `kbsim --generate-completion-script zsh`
#   completions/kbsim.fish       `kbsim --generate-completion-script fish`
#
# Usage: scripts/make-release-docs.sh [--check] [VERSION]
#   VERSION defaults to what `kbsim --version` prints (InputSystemInfo.version), the one place the version is
#   kept; give it only to prepare a release folder before the version bump has landed.
#   --check regenerates into a temporary folder and fails (exit 1) if the checked-in files differ.
#   The man page's date is the release's date from docs/release/VERSION/RELEASE-NOTES.md ("Date: YYYY-MM-DD"),
#   else today, so that regenerating an existing release gives the same bytes.
# Needs: swift (builds kbsim in debug; the output does not depend on the configuration) and python3.
set -eu
cd "$(dirname "$0")/.."

check=no
if [ "${1:-}" = "--check" ]; then check=yes; shift; fi

swift build --product kbsim >/dev/null
kbsim="$(swift build --show-bin-path)/kbsim"
built_version=$("$kbsim" --version)
version=${1:-$built_version}
if [ "$version" != "$built_version" ]; then
    echo "make-release-docs: kbsim --version says $built_version; writing the docs for $version as asked" >&2
fi

release=docs/release/$version
date=$(sed -n 's/^Date: \([0-9-]*\).*/\1/p' "$release/RELEASE-NOTES.md" 2>/dev/null | head -n 1)
[ -n "$date" ] || date=$(date -u +%Y-%m-%d)

if [ "$check" = yes ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
else
    out=$release
fi
mkdir -p "$out/completions"

# The plugin builds kbsim, runs `kbsim --experimental-dump-help` and writes mdoc(7).
swift package plugin generate-manual --configuration debug --date "$date" >/dev/null
plugin_page=.build/plugins/GenerateManual/outputs/kbsim/kbsim.1
dump=$(mktemp)
"$kbsim" --experimental-dump-help >"$dump"
python3 scripts/man-sections.py "$dump" "$plugin_page" "$out/kbsim.1"
rm -f "$dump"

"$kbsim" --generate-completion-script bash >"$out/completions/kbsim.bash"
"$kbsim" --generate-completion-script zsh >"$out/completions/_kbsim"
"$kbsim" --generate-completion-script fish >"$out/completions/kbsim.fish"

if [ "$check" = yes ]; then
    for f in kbsim.1 completions/kbsim.bash completions/_kbsim completions/kbsim.fish; do
        if ! cmp -s "$out/$f" "$release/$f"; then
            echo "make-release-docs: $release/$f is not what the current kbsim generates; run scripts/make-release-docs.sh $version" >&2
            exit 1
        fi
    done
    echo "make-release-docs: $release is up to date"
else
    echo "make-release-docs: wrote $release/kbsim.1 and $release/completions/ (bash, zsh, fish)"
fi
