#!/usr/bin/env bash
# npm test: every suite. jest first, alone: its page tests wait for the DOM within fixed times that
# a loaded CPU can miss. Then two lanes side by side, each line prefixed with its lane: the browser
# lane (build, then Playwright), which mostly waits on one Chromium tab, and the server lane (API on
# PGlite, then on PostgreSQL, then the race tests), whose tests wait on no clock of their own.
# The run fails when any part fails.
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

server_lane() {
  npm run --silent test:api
  npm run --silent test:api:postgres
  npm run --silent test:race
}

lane unit npm run --silent test:unit || exit 1

lane browser npm run --silent test:e2e &
browser=$!
lane server server_lane &
server=$!

status=0
wait "$server" || status=1
wait "$browser" || status=1
exit "$status"
