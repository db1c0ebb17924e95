#!/bin/sh
# Builds the libFuzzer targets of Fuzz/ (AddressSanitizer + libFuzzer) and runs them one at a time.
#
#   scripts/fuzz.sh                      # every target, 600 s each
#   scripts/fuzz.sh FuzzTraceReplay 60   # one target, 60 s
#   FUZZ_JOBS_NICE=10 scripts/fuzz.sh    # the niceness to run at (default 10)
#
# Seeds come from Fuzz/Corpus/<target> (checked in); inputs the fuzzer finds go to a work corpus in
# ${FUZZ_WORK:-/tmp/kbsim-fuzz}/<target> (not the repository), crashes and timeouts to
# ${FUZZ_WORK}/<target>/artifacts. Each run's log, with libFuzzer's final statistics (number of
# executions), is ${FUZZ_WORK}/<target>.log. A finding makes the script exit non-zero.
set -eu
cd "$(dirname "$0")/../Fuzz"
targets="${1:-FuzzTraceReplay FuzzLibinputRecord FuzzDictionaryLoader FuzzConverter FuzzTokenizer FuzzComposers FuzzTables FuzzSpelling FuzzDictionarySources}"
seconds="${2:-600}"
work="${FUZZ_WORK:-/tmp/kbsim-fuzz}"
niceness="${FUZZ_JOBS_NICE:-10}"

# ld.gold fails on the sanitized objects' debug information; lld links them.
nice -n "$niceness" swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
bin="$(swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --show-bin-path)"

status=0
for target in $targets; do
    case "$target" in
        FuzzTraceReplay|FuzzLibinputRecord) max_len=16384 ;;
        FuzzDictionaryLoader|FuzzDictionarySources) max_len=8192 ;;
        FuzzTables) max_len=4096 ;;
        *) max_len=512 ;;
    esac
    mkdir -p "$work/$target/corpus" "$work/$target/artifacts"
    echo "== $target: $seconds s"
    # -timeout: a single input running over 10 s is a hang; -rss_limit_mb / -malloc_limit_mb: an input
    # that needs more than 2 GB is a memory finding.
    if ! ASAN_OPTIONS=detect_leaks=0 nice -n "$niceness" "$bin/$target" \
            -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
            -max_len="$max_len" -print_final_stats=1 \
            -artifact_prefix="$work/$target/artifacts/" \
            "$work/$target/corpus" "Corpus/$target" > "$work/$target.log" 2>&1; then
        status=1
        echo "   finding: see $work/$target.log and $work/$target/artifacts"
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs" "$work/$target.log" || true
done
exit $status
