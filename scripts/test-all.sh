#!/usr/bin/env bash
# npm test: every suite, in two lanes side by side. The browser lane (build, then Playwright)
# spends much of its time waiting on one Chromium tab, so the server lane (jest, then the API
# suites on PGlite and PostgreSQL, then the race tests) uses the other core meanwhile.
# Each line is prefixed with its lane; the run fails when either lane fails.
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
