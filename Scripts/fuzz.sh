#!/usr/bin/env bash
# Builds one libFuzzer target and runs it with a seed corpus. Not part of `swift test` or CI.
#
#   Scripts/fuzz.sh TARGET [SECONDS]        TARGET: strings | stringsdict | catalog | roundtrip | swiftlexer
#   Scripts/fuzz.sh TARGET --build-only
#   Scripts/fuzz.sh TARGET --reproduce FILE  runs one input (a crash artifact) and shows the report
#
# The target is compiled from Fuzz/Targets/TARGET.swift, Fuzz/FuzzCheck.swift and every file in
# Sources/XCStringsKit as one module, with `-sanitize=fuzzer,address` (needs a Linux Swift
# toolchain, which ships libFuzzer and AddressSanitizer/LeakSanitizer). Work lives in
# .build/fuzz/: the binary, the growing corpus (corpus/TARGET), crash/timeout/leak inputs
# (artifacts/TARGET) and the log of the last run (TARGET.log).
#
# Environment: FUZZ_MAX_LEN (default 16384) caps input size; FUZZ_ARGS adds libFuzzer flags.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-}"
case "$target" in
  strings | stringsdict | catalog | roundtrip | project | swiftlexer) ;;
  *)
    echo "usage: Scripts/fuzz.sh strings|stringsdict|catalog|roundtrip|project|swiftlexer [SECONDS|--build-only|--reproduce FILE]" >&2
    exit 2
    ;;
esac
mode="${2:-600}"

work=.build/fuzz
binary="$work/$target"
mkdir -p "$work"

# Rebuild when any source is newer than the binary.
if [[ ! -x "$binary" ]] || [[ -n "$(find Sources/XCStringsKit Fuzz -name '*.swift' -newer "$binary" | head -1)" ]]; then
  echo "building $binary" >&2
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(find Sources/XCStringsKit -name '*.swift' | sort)
  swiftc -parse-as-library -sanitize=fuzzer,address -O -g -package-name xcstrings_convert \
    -module-name XCStringsKit -o "$binary" \
    "${sources[@]}" Fuzz/FuzzCheck.swift "Fuzz/Targets/$target.swift" 2>&1 |
    { grep -v "Cannot export local symbol" || true; }
fi
[[ "$mode" == "--build-only" ]] && exit 0

# The Swift runtime's crash backtracer fights AddressSanitizer over the stack (and reports
# wild reads of its own); libFuzzer and ASan print what is needed.
export SWIFT_BACKTRACE=enable=no
# Leak suppressions, for a leak inside a dependency that cannot be fixed here, go in
# Fuzz/lsan.supp. There is none at present: every leak is a finding.
if [[ -f Fuzz/lsan.supp ]]; then
  export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
fi
options=(-timeout=1 -detect_leaks=1 -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1)
if [[ "$mode" == "--reproduce" ]]; then
  exec "$binary" "${options[@]}" "${3:?the input file to run}"
fi

# Seeds: the samples, the test fixtures, the hand-written inputs in Fuzz/Seeds and, when it is
# present next to the package, the shared corpus of real-world tables (../shared/corpus).
seeds="$work/seeds/$target"
rm -rf "$seeds"
mkdir -p "$seeds"
seed_folders=()
for folder in Samples Tests/XCStringsKitTests/Fixtures Fuzz/Seeds ../shared/corpus; do
  if [[ -d "$folder" ]]; then seed_folders+=("$folder"); fi
done
copy_seeds() {
  local pattern
  for pattern in "$@"; do
    find "${seed_folders[@]}" -type f -name "$pattern" 2>/dev/null |
      while IFS= read -r file; do cp "$file" "$seeds/$(printf '%s' "$file" | tr '/ ' '__')"; done
  done
}
dictionary=()
case "$target" in
  strings) copy_seeds '*.strings'; dictionary=(-dict=Fuzz/Dictionaries/strings.dict) ;;
  stringsdict) copy_seeds '*.stringsdict'; dictionary=(-dict=Fuzz/Dictionaries/plist.dict) ;;
  catalog) copy_seeds '*.xcstrings'; dictionary=(-dict=Fuzz/Dictionaries/catalog.dict) ;;
  roundtrip) copy_seeds '*.strings' '*.stringsdict' '*.xcstrings' ;;
  project) copy_seeds '*.pbxproj'; dictionary=(-dict=Fuzz/Dictionaries/project.dict) ;;
  swiftlexer) copy_seeds '*.swift'; dictionary=(-dict=Fuzz/Dictionaries/swift.dict) ;;
esac

corpus="$work/corpus/$target"
artifacts="$work/artifacts/$target"
mkdir -p "$corpus" "$artifacts"
# shellcheck disable=SC2086
"$binary" "${options[@]}" "${dictionary[@]}" -max_len="${FUZZ_MAX_LEN:-16384}" \
  -max_total_time="$mode" -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} \
  "$corpus" "$seeds" 2>&1 | tee "$work/$target.log"
