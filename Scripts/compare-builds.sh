#!/usr/bin/env bash
# Runs every command of two builds of xcstrings-convert over the same inputs and compares what
# they write and print, byte for byte.
#
#   Scripts/compare-builds.sh OLD_BINARY NEW_BINARY [SHARED_DIR] [WORK_DIR]
#
# SHARED_DIR (default ../shared) holds corpus/, corpus-pbxproj/, corpus-xliff/ and
# corpus-merge/; the package's Samples/ are used too. Each build runs in a folder of its own
# under WORK_DIR, on copies at the same relative paths, so that the paths printed are the same.
# Prints one line per difference and a summary; exits 1 when anything differs.
set -uo pipefail

old=$(realpath "$1")
new=$(realpath "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
shared=$(realpath "${3:-$root/../shared}")
work=${4:-$(mktemp -d)}
mkdir -p "$work"
work=$(realpath "$work")

# The inputs, copied once: trees with legacy tables and projects, and catalogs.
inputs="$work/inputs"
rm -rf "$inputs"
mkdir -p "$inputs/trees" "$inputs/catalogs"
n=0
for tree in "$shared"/corpus/*/ "$shared"/corpus-pbxproj/*/before/ "$root"/Samples/*/; do
  n=$((n + 1))
  name=$(printf '%03d' "$n")
  cp -R "$tree" "$inputs/trees/$name"
  mkdir -p "$inputs/trees/$name/.git"
done
n=0
while IFS= read -r -d '' catalog; do
  n=$((n + 1))
  mkdir -p "$inputs/catalogs/$(printf '%04d' "$n")"
  cp "$catalog" "$inputs/catalogs/$(printf '%04d' "$n")/Localizable.xcstrings"
done < <(find "$shared/corpus" "$shared/corpus-xliff" "$shared/corpus-merge/blobs" -name '*.xcstrings' -print0 | sort -z)

# Runs one command in the build's folder, keeping its exit status and output under results/.
run() {
  local bin=$1 label=$2
  shift 2
  mkdir -p "results/$(dirname "$label")"
  "$bin" "$@" > "results/$label.out" 2> "results/$label.err"
  echo $? > "results/$label.status"
}

exercise() {
  local bin=$1 dir=$2
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -R "$inputs" "$dir/in"
  cd "$dir" || exit 1
  for tree in in/trees/*; do
    t=$(basename "$tree")
    run "$bin" "trees/$t/verify" verify "$tree" --source-language en
    run "$bin" "trees/$t/lint" lint "$tree" --json
    run "$bin" "trees/$t/migrate-output" migrate "$tree" --output "out/$t/migrated" --source-language en --report "out/$t/migrate.json"
    run "$bin" "trees/$t/migrate-dry" migrate "$tree" --update-project --delete-legacy --dry-run --source-language en
    cp -R "$tree" "out/$t/in-place"
    run "$bin" "trees/$t/migrate-in-place" migrate "out/$t/in-place" --update-project --delete-legacy --source-language en
    while IFS= read -r -d '' file; do
      run "$bin" "trees/$t/dump/$(echo "$file" | md5sum | cut -c1-12)" dump "$file"
    done < <(find "$tree" -name '*.strings' -print0 -o -name '*.stringsdict' -print0 | sort -z | head -z -n 40)
  done
  for folder in in/catalogs/*; do
    c=$(basename "$folder")
    catalog="$folder/Localizable.xcstrings"
    run "$bin" "catalogs/$c/check" format --check "$catalog"
    run "$bin" "catalogs/$c/verify" verify "$catalog"
    mkdir -p "out/$c"
    cp "$catalog" "out/$c/formatted.xcstrings"
    run "$bin" "catalogs/$c/format" format "out/$c/formatted.xcstrings"
    run "$bin" "catalogs/$c/diff" diff "$catalog" "out/$c/formatted.xcstrings"
    run "$bin" "catalogs/$c/lint" lint "$catalog" --json
    run "$bin" "catalogs/$c/export" export "$catalog" --output "out/$c/lproj"
    run "$bin" "catalogs/$c/export-xcloc" export "$catalog" --format xcloc --output "out/$c/xcloc"
    run "$bin" "catalogs/$c/export-xliff" export "$catalog" --format xliff --output "out/$c/xliff"
    cp "$catalog" "out/$c/imported.xcstrings"
    if [ -d "out/$c/lproj" ]; then
      run "$bin" "catalogs/$c/import" import "out/$c/lproj" --into "out/$c/imported.xcstrings" --include-source
      # An edited translation: every value of the first .strings file that is not the source's.
      edited=$(find "out/$c/lproj" -name '*.strings' | sort | tail -n 1)
      if [ -n "$edited" ]; then
        sed -i 's/" = "/" = "~/' "$edited"
        run "$bin" "catalogs/$c/import-edited" import "out/$c/lproj" --into "out/$c/imported.xcstrings" --dry-run --report "out/$c/import.json"
      fi
    fi
    if [ -d "out/$c/xcloc" ]; then
      run "$bin" "catalogs/$c/import-xcloc" import "out/$c/xcloc" --into "out/$c/imported.xcstrings" --include-source
    fi
  done
  # Absolute paths (of projects found above a tree, say) name the build's folder: made alike.
  grep -rlF "$dir" results out 2>/dev/null | while IFS= read -r file; do sed -i "s#$dir#WORK#g" "$file"; done
  cd - > /dev/null || exit 1
}

exercise "$old" "$work/old"
exercise "$new" "$work/new"

differences=$(diff -r -q "$work/old/results" "$work/new/results"; diff -r -q "$work/old/out" "$work/new/out")
files=$(find "$work/new/results" "$work/new/out" -type f | wc -l)
if [ -n "$differences" ]; then
  echo "$differences"
  echo "compare-builds: $(echo "$differences" | wc -l) differences in $files files (work folder $work)"
  exit 1
fi
echo "compare-builds: identical, $files files (work folder $work)"
