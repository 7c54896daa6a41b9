#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for SECONDS (default 60) from its
# committed seed corpus (copied to a scratch folder, so fuzzing never writes into Fuzz/corpus)
# and its dictionary. Prints per target the execs, the coverage and whether it found anything;
# exits non-zero on any finding. Crash artifacts are kept in the scratch folder it names.
#
#   scripts/fuzz.sh [SECONDS]
#
# Environment:
#   FUZZ_TARGETS   targets to build and run (default: "day toml habits dayedit zip merge lsp uiinput http conn")
#   FUZZ_OUT       scratch folder (default: .build-fuzz/run-<time> in the repository)
#   FUZZ_BUILD     where binaries go (default: .build-fuzz/bin)
#   FUZZ_NO_BUILD  set to 1 to reuse the binaries in FUZZ_BUILD
#   FUZZ_REUSE_LIB set to 1 to reuse the library built last time (harness changes only)
#   DAWN_FUZZ_SKIP known finding classes the harnesses should look past (comma separated)
#   FUZZ_ARGS      extra libFuzzer flags
#
# The library sources (Sources/DawnSource, Sources/DawnTOML, Sources/DawnArchive, Sources/DawnJournal)
# and the language server's (Sources/DawnJournalText and Sources/DawnLanguageServer, for the lsp
# target) and the interactive view's (Sources/DawnJournalUI, for uiinput) and the server's (Sources/DawnServe, for http and conn; not the CLI) are compiled once as one module with the `import Dawn…` lines stripped;
# each target is Fuzz/Common.swift and
# Fuzz/<target>.swift linked against it.
set -euo pipefail

SECONDS_PER_TARGET="${1:-60}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGETS="${FUZZ_TARGETS:-day toml habits dayedit zip merge lsp uiinput http conn}"
BUILD="${FUZZ_BUILD:-$ROOT/.build-fuzz/bin}"
OUT="${FUZZ_OUT:-$ROOT/.build-fuzz/run-$(date +%Y%m%d-%H%M%S)}"

die() { echo "fuzz.sh: $*" >&2; exit 2; }

command -v swiftc >/dev/null || die "swiftc not found: install the Swift toolchain (swift.org) and put it on PATH"
# -use-ld=lld needs ld.lld next to the toolchain's clang or on PATH.
TOOLBIN="$(dirname "$(command -v swiftc)")"
if ! command -v ld.lld >/dev/null && [ ! -x "$TOOLBIN/ld.lld" ]; then
    die "ld.lld not found (needed for -use-ld=lld): the Swift toolchain ships it in $TOOLBIN; or apt-get install lld"
fi

mkdir -p "$BUILD" "$OUT"

FLAGS=(-sanitize=fuzzer,address -parse-as-library -use-ld=lld -O -g -package-name dawn_journal_fuzz -swift-version 6)

# The library once, as a static library of its own module (DawnFuzzLib), built with testing
# enabled; each harness then `@testable import`s it, so package and internal API is reachable.
build_library() {
    local src="$BUILD/src-lib"
    rm -rf "$src"; mkdir -p "$src"
    # One copy of every library source with the import lines of the package's own modules
    # removed (`import DawnX` and `@_exported import DawnX`); file names made unique by path.
    while IFS= read -r -d '' f; do
        local rel="${f#"$ROOT"/Sources/}"
        sed -E '/^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+Dawn[A-Za-z]*[[:space:]]*$/d' "$f" > "$src/${rel//\//_}"
    done < <(find "$ROOT/Sources/DawnSource" "$ROOT/Sources/DawnTOML" "$ROOT/Sources/DawnArchive" "$ROOT/Sources/DawnJournal" "$ROOT/Sources/DawnJournalText" "$ROOT/Sources/DawnLanguageServer" "$ROOT/Sources/DawnJournalUI" "$ROOT/Sources/DawnServe" -name '*.swift' -print0 | sort -z)
    echo "== building the library (DawnFuzzLib), about two minutes" >&2
    (cd "$BUILD" && nice -n 10 swiftc "${FLAGS[@]}" -enable-testing -module-name DawnFuzzLib \
        -emit-library -static -emit-module -emit-module-path "$BUILD/DawnFuzzLib.swiftmodule" \
        "$src"/*.swift -o "$BUILD/libDawnFuzzLib.a")
}

build() {
    local target="$1"
    local src="$BUILD/src-$target"
    rm -rf "$src"; mkdir -p "$src"
    for f in Common "$target"; do
        { echo "@testable import DawnFuzzLib"; cat "$ROOT/Fuzz/$f.swift"; } > "$src/$f.swift"
    done
    echo "== building fuzz-$target" >&2
    nice -n 10 swiftc "${FLAGS[@]}" -module-name "Fuzz_$target" -I "$BUILD" -L "$BUILD" -lDawnFuzzLib \
        "$src"/*.swift -o "$BUILD/fuzz-$target"
}

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    [ "${FUZZ_REUSE_LIB:-0}" = 1 ] && [ -f "$BUILD/libDawnFuzzLib.a" ] || build_library
    for t in $TARGETS; do build "$t"; done
fi

status=0
summary=""
for t in $TARGETS; do
    [ -x "$BUILD/fuzz-$t" ] || die "no binary $BUILD/fuzz-$t"
    corpus="$OUT/corpus-$t"; artifacts="$OUT/artifacts-$t/"; log="$OUT/$t.log"
    mkdir -p "$corpus" "$artifacts"
    [ -d "$ROOT/Fuzz/corpus/$t" ] && cp -R "$ROOT/Fuzz/corpus/$t/." "$corpus/"
    dict=()
    [ -f "$ROOT/Fuzz/$t.dict" ] && dict=("-dict=$ROOT/Fuzz/$t.dict")
    echo "== fuzzing $t for ${SECONDS_PER_TARGET}s (log: $log)" >&2
    set +e
    # Read-only seeds: the scratch copy is the first corpus folder, the only one libFuzzer writes to.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" nice -n 10 "$BUILD/fuzz-$t" \
        -max_total_time="$SECONDS_PER_TARGET" -max_len=4096 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        "${dict[@]}" -artifact_prefix="$artifacts" ${FUZZ_ARGS:-} "$corpus" > "$log" 2>&1
    rc=$?
    set -e
    execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    eps=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    # -fork mode prints no final stats: take the last status line.
    [ -n "$execs" ] || execs=$(grep -Eo '^#[0-9]+' "$log" | tr -d '#' | tail -1 || true)
    [ -n "$eps" ] || eps=$(grep -Eo 'exec/s: [0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
    found=$(find "$artifacts" -type f ! -name '*.txt' | wc -l)
    # The class of each artifact, by replaying it (in -fork mode the children's output is not in the log).
    for a in "$artifacts"*; do
        [ -f "$a" ] && [ "${a%.txt}" = "$a" ] || continue
        SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$BUILD/fuzz-$t" "$a" > "$a.txt" 2>&1 || true
    done
    kinds=$(cat "$log" "$artifacts"*.txt 2>/dev/null | grep -Eo '==FUZZ-FINDING== \[[^]]*\]' | sort -u | sed 's/==FUZZ-FINDING== //' | tr '\n' ' ' || true)
    if [ "$rc" -ne 0 ] || [ "$found" -gt 0 ]; then
        status=1
        result="FOUND ($found artifact(s) in $artifacts) $kinds"
        if [ -z "$kinds" ]; then result="$result $(cat "$log" "$artifacts"*.txt 2>/dev/null | grep -Eo 'ERROR: (libFuzzer|AddressSanitizer): [a-z-]+' | head -1 || true)"; fi
    else
        result="nothing found"
    fi
    summary+=$(printf '%-8s execs=%-9s exec/s=%-6s %-22s %s' "$t" "${execs:-?}" "${eps:-?}" "${cov:-cov: ?}" "$result")$'\n'
done

echo
echo "fuzz.sh: ${SECONDS_PER_TARGET}s per target; scratch folder (corpora, logs, artifacts): $OUT"
printf '%s' "$summary"
exit "$status"
