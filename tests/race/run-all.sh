#!/usr/bin/env bash
# The race tests, on the PostgreSQL server that tests/api/with-postgres.sh started: two files at a
# time, then the rolling restart alone (three processes behind nginx restarted under load: beside
# another race file and the browser tests, its processes were starved of the CPU). Both runs go to
# the end; the script fails when either failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

run=(node --import tsx --test --test-timeout=240000 --test-force-exit)
others=()
for file in tests/race/*.test.ts; do
  [[ "$file" == */rolling-restart.test.ts ]] || others+=("$file")
done

status=0
"${run[@]}" --test-concurrency=2 "${others[@]}" || status=1
"${run[@]}" tests/race/rolling-restart.test.ts || status=1
exit "$status"
