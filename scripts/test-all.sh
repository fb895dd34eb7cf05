#!/usr/bin/env bash
# npm test: every suite, in two lanes that keep the two cores busy and end at about the same time.
# The browser lane builds the pages and runs Playwright against the production server (on PGlite),
# then the API files where the embedded database behaves apart (its one connection, its folder, the
# in-process queue and channel) on PGlite, then jest. The server lane runs the whole API suite on
# PostgreSQL (native, a fifth cheaper than PGlite's WebAssembly), then the race tests (several server
# processes on PostgreSQL, three of them behind nginx), one file at a time: beside the browser tests,
# two race files at once starved a rolling restart's processes of the CPU.
# Each line is prefixed with its lane; the run fails when any part fails.
set -uo pipefail
cd "$(dirname "$0")/.."

lane() {
  local name=$1
  shift
  local started=$SECONDS
  (set -e; "$@") 2>&1 | sed -u "s/^/[$name] /"
  local rc=${PIPESTATUS[0]}
  echo "[$name] finished with exit code $rc after $((SECONDS - started)) s"
  return "$rc"
}

browser_lane() {
  npm run --silent test:e2e
  npm run --silent test:api:embedded
  npm run --silent test:unit
}

server_lane() {
  npm run --silent test:api:postgres
  npm run --silent test:race
}

lane browser browser_lane &
browser=$!
lane server server_lane &
server=$!

status=0
wait "$server" || status=1
wait "$browser" || status=1
exit "$status"
