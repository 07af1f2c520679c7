#!/usr/bin/env bash
# Builds libFuzzer targets and runs one with a seed corpus. Not part of `swift test`.
#
#   Scripts/fuzz.sh TARGET [SECONDS]          build TARGET and fuzz it (default 600 seconds)
#   Scripts/fuzz.sh TARGET --build-only       build TARGET only
#   Scripts/fuzz.sh all --build-only          build every target (what .ci/run does)
#   Scripts/fuzz.sh TARGET --reproduce FILE   run one input (a crash artifact) and show the report
#
# A target is Fuzz/Targets/TARGET.swift: a `@_cdecl("LLVMFuzzerTestOneInput")` function in a
# module of its own that imports XCStringsKit (and `@testable import`s the library modules whose
# internals it calls), plus Fuzz/FuzzCheck.swift.
# To add one, write that file and give it a line in `seeds_for` below (its seed files and
# libFuzzer dictionary).
#
# The library is compiled once, module by module, with `-sanitize=fuzzer,address` (coverage,
# AddressSanitizer and LeakSanitizer; a Linux Swift toolchain ships them) and `-enable-testing`,
# into .build/fuzz/lib; each target is then a small module linked against it. Work lives in
# .build/fuzz/: the binaries, the growing corpus (corpus/TARGET), crash/timeout/leak inputs
# (artifacts/TARGET) and the log of the last run (TARGET.log).
#
# Environment: FUZZ_MAX_LEN (default 16384) caps input size; FUZZ_TIMEOUT (default 1) is the
# seconds after which an input counts as a hang (raise it on a loaded machine, where a
# descheduled run can pass one second); FUZZ_ARGS adds libFuzzer flags.
set -euo pipefail
cd "$(dirname "$0")/.."

# Seed file patterns and dictionary of each target: one line per target.
seeds_for() {
  case "$1" in
    strings) patterns=('*.strings'); dictionary=Fuzz/Dictionaries/strings.dict ;;
    stringsdict) patterns=('*.stringsdict'); dictionary=Fuzz/Dictionaries/plist.dict ;;
    catalog) patterns=('*.xcstrings'); dictionary=Fuzz/Dictionaries/catalog.dict ;;
    roundtrip) patterns=('*.strings' '*.stringsdict' '*.xcstrings'); dictionary= ;;
    project) patterns=('*.pbxproj'); dictionary=Fuzz/Dictionaries/project.dict ;;
    xliff) patterns=('*.xliff'); dictionary=Fuzz/Dictionaries/xliff.dict ;;
    swiftlexer) patterns=('*.swift'); dictionary=Fuzz/Dictionaries/swift.dict ;;
    merge) patterns=('*.xcmerge' '*.xcstrings'); dictionary=Fuzz/Dictionaries/catalog.dict ;;
    compile) patterns=('*.xcstrings'); dictionary=Fuzz/Dictionaries/catalog.dict ;;
    *) return 1 ;;
  esac
}

targets=()
for file in Fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
usage() {
  echo "usage: Scripts/fuzz.sh TARGET|all [SECONDS|--build-only|--reproduce FILE]" >&2
  echo "targets: ${targets[*]}" >&2
  exit 2
}
target="${1:-}"
mode="${2:-600}"
[[ -n "$target" ]] || usage
if [[ "$target" == "all" ]]; then
  [[ "$mode" == "--build-only" ]] || usage
  selected=("${targets[@]}")
else
  [[ -f "Fuzz/Targets/$target.swift" ]] || usage
  selected=("$target")
fi
for name in "${selected[@]}"; do
  seeds_for "$name" || { echo "error: Fuzz/Targets/$name.swift has no line in seeds_for (Scripts/fuzz.sh)" >&2; exit 2; }
done

work=.build/fuzz
lib="$work/lib"
mkdir -p "$lib"
flags=(-sanitize=fuzzer,address -O -g -package-name xcstrings_convert)
# The linker notes every local symbol of the instrumented objects it cannot export; noise.
quiet() { { grep -v "Cannot export local symbol" || true; } >&2; }

# The library's modules, each below the ones after it (Package.swift's order); XCStringsKit
# re-exports them all.
modules=(XCStringsBase XCStringsModel XCStringsLegacy XCStringsCatalogJSON XCStringsConversion XCStringsXLIFF
  XCStringsProject XCStringsSwiftSource XCStringsLint XCStringsMerge XCStringsMigration XCStringsExchange XCStringsCompile XCStringsSync XCStringsRuntime
  XCStringsKit)
for folder in Sources/XCStrings*; do
  module=$(basename "$folder")
  [[ "$module" == XCStringsCommand || " ${modules[*]} " == *" $module "* ]] ||
    { echo "error: $folder is not in the modules of Scripts/fuzz.sh" >&2; exit 2; }
done
folders=("${modules[@]/#/Sources/}")
link=()
for ((index = ${#modules[@]} - 1; index >= 0; index--)); do link+=("-l${modules[index]}"); done

# The library, compiled once for every target (each module with -enable-testing, so that a
# target can `@testable import` it); rebuilt when one of its sources changes.
library="$lib/built"
if [[ ! -f "$library" ]] || [[ -n "$(find "${folders[@]}" -name '*.swift' -newer "$library" | head -1)" ]] ||
  [[ "$(find "${folders[@]}" -name '*.swift' | wc -l)" != "$(cat "$lib/sources" 2>/dev/null || echo 0)" ]]; then
  rm -f "$library"
  for module in "${modules[@]}"; do
    echo "building $lib/lib$module.a" >&2
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
    swiftc -parse-as-library "${flags[@]}" -enable-testing -module-name "$module" -I "$lib" \
      -emit-module -emit-module-path "$lib/$module.swiftmodule" \
      -emit-library -static -o "$lib/lib$module.a" "${sources[@]}" 2>&1 | quiet
    [[ "${PIPESTATUS[0]}" == 0 ]] || exit 1
  done
  find "${folders[@]}" -name '*.swift' | wc -l >"$lib/sources"
  touch "$library"
fi

for name in "${selected[@]}"; do
  binary="$work/$name"
  if [[ ! -x "$binary" ]] || [[ "$library" -nt "$binary" ]] ||
    [[ -n "$(find Fuzz/FuzzCheck.swift "Fuzz/Targets/$name.swift" -newer "$binary" | head -1)" ]]; then
    echo "building $binary" >&2
    swiftc -parse-as-library "${flags[@]}" -module-name "Fuzz_$name" -I "$lib" -L "$lib" "${link[@]}" \
      -o "$binary" Fuzz/FuzzCheck.swift "Fuzz/Targets/$name.swift" 2>&1 | quiet
    [[ "${PIPESTATUS[0]}" == 0 ]] || exit 1
  fi
done
[[ "$mode" == "--build-only" ]] && exit 0
binary="$work/$target"

# The Swift runtime's crash backtracer fights AddressSanitizer over the stack (and reports
# wild reads of its own); libFuzzer and ASan print what is needed.
export SWIFT_BACKTRACE=enable=no
# Leak suppressions, for a leak inside a dependency that cannot be fixed here, go in
# Fuzz/lsan.supp. There is none at present: every leak is a finding.
if [[ -f Fuzz/lsan.supp ]]; then
  export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
fi
options=(-timeout="${FUZZ_TIMEOUT:-1}" -detect_leaks=1 -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1)
if [[ "$mode" == "--reproduce" ]]; then
  exec "$binary" "${options[@]}" "${3:?the input file to run}"
fi

# Seeds: the samples, the test fixtures, the hand-written inputs in Fuzz/Seeds and, when it is
# present next to the package, the shared corpus of real-world tables (../shared/corpus).
seeds="$work/seeds/$target"
rm -rf "$seeds"
mkdir -p "$seeds"
seed_folders=()
for folder in Samples Tests/XCStringsProjectTests/Fixtures Fuzz/Seeds ../shared/corpus; do
  if [[ -d "$folder" ]]; then seed_folders+=("$folder"); fi
done
seeds_for "$target"
for pattern in "${patterns[@]}"; do
  find "${seed_folders[@]}" -type f -name "$pattern" 2>/dev/null |
    while IFS= read -r file; do cp "$file" "$seeds/$(printf '%s' "${file#../}" | tr '/ ' '__')"; done
done
dictionary_option=()
if [[ -n "$dictionary" ]]; then dictionary_option=("-dict=$dictionary"); fi

corpus="$work/corpus/$target"
artifacts="$work/artifacts/$target"
mkdir -p "$corpus" "$artifacts"
# shellcheck disable=SC2086
"$binary" "${options[@]}" "${dictionary_option[@]}" -max_len="${FUZZ_MAX_LEN:-16384}" \
  -max_total_time="$mode" -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} \
  "$corpus" "$seeds" 2>&1 | tee "$work/$target.log"
