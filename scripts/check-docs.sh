#!/usr/bin/env bash
# The documentation of every library product (and of InputSystemConformance, the checker's core that
# InputSystemTesting re-exports and whose catalog documents the checker), as `swift package generate-documentation` makes it:
#   1. every public symbol has a doc comment (its own, or the one DocC inherits from the protocol
#      requirement it implements or the member it overrides) — scripts/check-doc-coverage.py over the
#      products' symbol graphs;
#   2. DocC builds each product's documentation with warnings as errors, so an unresolved ``Symbol`` or
#      <doc:Article> link (a DocC warning) fails.
# Archives are written to .build/docs/PRODUCT.doccarchive.
#
#   scripts/check-docs.sh                        # the library products and InputSystemConformance
#   scripts/check-docs.sh InputSystem KanaKanji  # some of them
set -euo pipefail
cd "$(dirname "$0")/.."

products=("$@")
if [ ${#products[@]} -eq 0 ]; then products=(InputSystem InputSystemConformance InputSystemTesting KanaKanji Spelling); fi
out=.build/docs
mkdir -p "$out"

echo "check-docs: symbol graphs (public symbols)"
graphs="$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tee "$out/dump-symbol-graph.log" \
    | sed -n 's/^Files written to \(.*\)$/\1/p' | tail -n 1)"
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
    cat "$out/dump-symbol-graph.log" >&2
    echo "check-docs: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
fi
python3 scripts/check-doc-coverage.py "$graphs" "${products[@]}"

failed=()
for product in "${products[@]}"; do
    echo "check-docs: generate-documentation --target $product"
    rm -rf "$out/$product.doccarchive"
    if ! swift package --allow-writing-to-directory "$out" generate-documentation --target "$product" \
        --output-path "$out/$product.doccarchive" --warnings-as-errors > "$out/$product.log" 2>&1; then
        grep -E -A2 '^(warning|error):' "$out/$product.log" | grep -v 'NSCocoaErrorDomain' >&2 || cat "$out/$product.log" >&2
        echo "check-docs: $product: DocC reported the problems above (full log: $out/$product.log)" >&2
        failed+=("$product")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "check-docs: failed: ${failed[*]}" >&2
    exit 1
fi
echo "check-docs: ${products[*]}: every public symbol documented; documentation built with no warnings ($out)"
