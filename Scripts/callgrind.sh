#!/usr/bin/env bash
# Counts the instructions (callgrind's total Ir) that migrate, format, export, import (of an
# untouched export), export to .xcloc bundles, import of those bundles and lint execute on the
# benchmark's 40-language × 5,000-key workload, then the benchmark's project edit (read, parse,
# plan and splice a 5 MB project.pbxproj, five times) and lint of its 2,000 generated Swift
# files: the figures that compare two builds on a machine whose speed moves from one minute to
# the next (Documentation/Performance.md).
#
#   Scripts/callgrind.sh [BINARY]     default .build/release/xcstrings-convert
#
# Needs valgrind and a release build (swift build -c release); the project row runs the
# xcstrings-bench next to BINARY. The workloads are generated once into .build/callgrind/ (by
# xcstrings-bench, seeded, so always the same files) and reused.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(realpath "${1:-.build/release/xcstrings-convert}")"
work=.build/callgrind
project="$work/medium/project"
catalog="$work/catalog/Localizable.xcstrings"
if [[ ! -d "$project" ]]; then
  .build/release/xcstrings-bench --keep "$work" --profile-strings 0 >/dev/null
fi
if [[ ! -f "$catalog" ]]; then
  "$binary" migrate "$project" --output "$work/catalog" >/dev/null 2>&1
fi
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
rm -rf "$work/migrated" "$work/exported" "$work/exported-xcloc"
echo "migrate $(instructions "$binary" migrate "$project" --output "$work/migrated")"
cp "$catalog" "$work/format-copy.xcstrings"
echo "format  $(instructions "$binary" format "$work/format-copy.xcstrings")"
echo "export  $(instructions "$binary" export "$catalog" --output "$work/exported")"
cp "$catalog" "$work/import-copy.xcstrings"
echo "import  $(instructions "$binary" import "$work/exported" --into "$work/import-copy.xcstrings")"
echo "xcloc   $(instructions "$binary" export "$catalog" --format xcloc --output "$work/exported-xcloc")"
cp "$catalog" "$work/import-copy.xcstrings"
echo "import-xcloc $(instructions "$binary" import "$work"/exported-xcloc/*.xcloc --into "$work/import-copy.xcstrings")"
echo "lint    $(instructions "$binary" lint "$catalog")"
bench="$(dirname "$binary")/xcstrings-bench"
pbxproj="$work/project-edit/Big.xcodeproj/project.pbxproj"
if [[ ! -f "$pbxproj" ]]; then
  .build/release/xcstrings-bench --project-only --runs 1 --keep "$work" >/dev/null
fi
echo "project $(instructions "$bench" --profile-project "$pbxproj" 5)"
if [[ ! -d "$work/sources" ]]; then
  .build/release/xcstrings-bench --lint-sources --runs 1 --keep "$work" >/dev/null
fi
echo "lint-sources $(instructions "$binary" lint "$work/sources")"
