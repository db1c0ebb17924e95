#!/usr/bin/env bash
# The release as a user gets it: a fresh consumer package depends on this repository by a `file://` URL
# and `from:` the version that `kbsim --version` prints, and its main.swift is the README's library snippet
# (the ```swift block holding the `.package(url:from:)` line), taken verbatim from README.md. It builds and
# runs, and each `print` line's trailing comment in the snippet must be what that line prints.
#
#   scripts/check-consumer.sh            # the committed HEAD, tagged with the version in a temporary clone
#
# The repository itself is not tagged: the temporary copy is (the release tag is the merger's to make).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

version="$(sed -n 's/^ *public static let version = "\([^"]*\)".*/\1/p' Sources/InputSystem/InputSystem.swift)"
[ -n "$version" ] || { echo "check-consumer: no InputSystemInfo.version in Sources/InputSystem/InputSystem.swift" >&2; exit 1; }
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "check-consumer: note: uncommitted changes are not checked (the copy is HEAD as committed)" >&2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/kbsim-consumer.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# 1. A git repository holding HEAD's tree, tagged with the version.
mkdir "$work/InputSystem"
git archive --format=tar HEAD | tar -x -C "$work/InputSystem"
git -C "$work/InputSystem" init -q
git -C "$work/InputSystem" add -A
git -C "$work/InputSystem" -c user.name=check-consumer -c user.email=check-consumer@localhost \
    commit -q -m "InputSystem $version (HEAD of the repository under test)"
git -C "$work/InputSystem" tag "$version"

# 2. The consumer: the README's snippet as main.swift.
mkdir -p "$work/Consumer/Sources/Consumer"
awk '
    /^```swift$/ { inside = 1; block = ""; next }
    inside && /^```$/ { inside = 0; if (block ~ /\.package\(url: /) { printf "%s", block; found = 1; exit } next }
    inside { block = block $0 "\n" }
    END { if (!found) exit 1 }
' README.md > "$work/Consumer/Sources/Consumer/main.swift" \
    || { echo "check-consumer: README.md has no \`\`\`swift block with a .package(url:from:) line" >&2; exit 1; }
grep -q "from: \"$version\"" "$work/Consumer/Sources/Consumer/main.swift" \
    || { echo "check-consumer: the README's snippet does not depend on from: \"$version\"" >&2; exit 1; }
cat > "$work/Consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS("10.15.4")],
    dependencies: [.package(url: "file://$work/InputSystem", from: "$version")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "UIKitTextInput", package: "InputSystem")]),
    ]
)
SWIFT

# 3. Resolve (it must pick the tag), build, run, and compare with the snippet's comments.
cd "$work/Consumer"
swift package resolve -q
resolved="$(swift package show-dependencies --format json | python3 -c 'import json,sys; d=json.load(sys.stdin)["dependencies"]; print(next(x["version"] for x in d if x["identity"]=="inputsystem"))')"
[ "$resolved" = "$version" ] || { echo "check-consumer: resolved InputSystem $resolved, expected $version" >&2; exit 1; }
swift build -q
swift run -q Consumer > actual.txt
sed -n 's/^print(.*) *\/\/ *\(.*\)$/\1/p' Sources/Consumer/main.swift | sed 's/ *$//' > expected.txt
[ -s expected.txt ] || { echo "check-consumer: the snippet has no print line with the expected output in a comment" >&2; exit 1; }
if ! diff -u expected.txt actual.txt; then
    echo "check-consumer: the README snippet's output differs from its comments (- README, + actual)" >&2
    exit 1
fi
echo "check-consumer: a fresh package depending on InputSystem from: \"$version\" (file:// tag $version) built the README's snippet; its output matches the comments ($(wc -l < actual.txt) lines)"
# 4. The README's dependency line for a clone, verbatim: the consumer sits beside the copy, as the README says.
path_line="$(sed -n 's/^\/\/ From a clone beside your package.*: \(\.package(path: "[^"]*")\)$/\1/p' Sources/Consumer/main.swift)"
[ -n "$path_line" ] || { echo "check-consumer: the README's snippet names no .package(path:) line for a clone" >&2; exit 1; }
sed -i "s|\.package(url: \"file://$work/InputSystem\", from: \"$version\")|$path_line|" Package.swift
grep -qF "$path_line" Package.swift || { echo "check-consumer: could not put $path_line into the consumer's manifest" >&2; exit 1; }
swift package resolve -q
swift run -q Consumer > actual-path.txt
diff -u expected.txt actual-path.txt >&2 || { echo "check-consumer: with $path_line the snippet's output differs" >&2; exit 1; }
echo "check-consumer: with the README's $path_line the same snippet builds and prints the same"
