#!/bin/sh
# The full data-safety set: every command that writes, over every tree of ../shared/corpus and
# the before-trees of ../shared/corpus-pbxproj and the generated variants of each, checked
# against the three invariants (README "Data safety"). Prints per tree its runs and violations,
# then `runs: N, violations: M`, the count of each known kind and every violation, new ones
# first. Exit 0 when no violation is new (not on the known list of
# Tests/XCStringsSafetyTests/Harness/KnownViolation.swift), 1 otherwise.
#
#   Scripts/safety.sh                       everything (hours on 2 cores: a small tree takes 1-2
#                                           minutes, a large one 10 or more)
#   Scripts/safety.sh TREE...               only these folders
#   SAFETY_COMMANDS='migrate <tree> --force' SAFETY_VARIANTS=unreadable-bom Scripts/safety.sh TREE
#                                           one combination again (names as the report prints
#                                           them, several separated by '|'; a part that is not a
#                                           whole name selects every name containing it); each
#                                           new violation is printed with its line ("run again")
#   SAFETY_FAULT='write work/...'           only the run with that fault
#   SAFETY_VERBOSE=1                        print every run's command line and output
#   SAFETY_FAULT_LIMIT=N                    fault runs per combination (default 6, spread over
#                                           the writes and renames the plain run made)
#   SAFETY_REPORT=FILE                      also write the report to FILE
set -eu
cd "$(dirname "$0")/.."
if [ "$#" -gt 0 ]; then
  trees=""
  for tree in "$@"; do
    absolute=$(cd "$tree" && pwd)
    trees="${trees:+$trees:}$absolute"
  done
  SAFETY_TREES=$trees
  export SAFETY_TREES
fi
swift build --build-tests >/dev/null
log=$(mktemp)
status=0
SAFETY_FULL=1 swift test --skip-build --filter 'SafetyFullSetTests' >"$log" 2>&1 || status=$?
# The harness's own lines (per tree, the summary, each violation), or with SAFETY_VERBOSE=1
# everything, each run's command line and output included; then the test's verdict.
if [ "${SAFETY_VERBOSE:-}" = 1 ]; then
  grep -vE '^(↳|◇|\[)' "$log" || true
else
  grep -E '^(runs: |  runs with |  known |  new |  run again: |NEW |KNOWN |[^ ]+: [0-9]+ runs, )' "$log" || true
fi
grep -E 'Test run with|error:' "$log" | grep -v 'NEW \|KNOWN ' | tail -3
rm -f "$log"
exit $status
