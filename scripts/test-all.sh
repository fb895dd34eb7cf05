#!/usr/bin/env bash
# npm test: every suite. jest and the API suite on PGlite first, one after the other: both keep the
# two cores busy, and jest's page tests wait for the DOM within fixed times a loaded CPU can miss.
# Then the browser lane (build, then Playwright) beside the PostgreSQL lane (the API files where the
# driver matters, then the race tests), whose work is mostly PostgreSQL's, not this machine's node.
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

postgres_lane() {
  npm run --silent test:api:postgres
  npm run --silent test:race
}

server_lane() {
  npm run --silent test:unit
  npm run --silent test:api
  npm run --silent test:api:postgres
  npm run --silent test:race
}

lane browser npm run --silent test:e2e &
browser=$!
lane server server_lane &
server=$!

status=0
wait "$server" || status=1
wait "$browser" || status=1
exit "$status"
