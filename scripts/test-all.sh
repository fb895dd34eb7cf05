#!/usr/bin/env bash
# npm test: every suite, in two lanes that keep the two cores busy and end at about the same time.
# The browser lane builds the pages and runs Playwright against the production server (on PGlite),
# then jest. The server lane runs the whole API suite on PostgreSQL (native, a fifth cheaper than
# PGlite's WebAssembly), then the race tests (several server processes on PostgreSQL, three of them
# behind nginx; tests/race/run-all.sh), then the API files where the embedded database behaves apart
# (its one connection, its folder, the in-process queue and channel) on PGlite.
# Each line is prefixed with its lane; the run fails when any part fails.
#
# A lane that outlives LANE_LIMIT seconds (a test waiting forever, a process that never exits) is
# stopped, after it has printed what was still running: a hang then fails in minutes and says
# where, rather than holding CI until its own limit with nothing to read.
set -uo pipefail
cd "$(dirname "$0")/.."

LANE_LIMIT=${LANE_LIMIT:-900}

# Prints every process of the machine (the lane's, and what they wait for), then stops the lane's.
stop_lane() {
  local name=$1 group=$2
  echo "[$name] still running after ${LANE_LIMIT} s; its process group is $group:"
  ps -N --ppid 2 -p 2 -o pid,pgid,etimes,time,args --forest | cut -c1-220 | sed "s/^/[$name]   /"
  kill -TERM -- "-$group" 2>/dev/null
  sleep 10
  kill -KILL -- "-$group" 2>/dev/null
}

lane() {
  local name=$1
  shift
  local started=$SECONDS
  # A process group of its own (set -m), so the watchdog can stop everything the lane started.
  set -m
  (set -e; "$@") > >(sed -u "s/^/[$name] /") 2>&1 &
  local pid=$!
  set +m
  sleep "$LANE_LIMIT" >/dev/null 2>&1 &
  local timer=$!
  local first
  wait -n -p first "$pid" "$timer"
  if [[ "$first" == "$timer" ]]; then
    stop_lane "$name" "$pid"
  else
    kill "$timer" 2>/dev/null
  fi
  wait "$pid"
  local rc=$?
  echo "[$name] finished with exit code $rc after $((SECONDS - started)) s"
  return "$rc"
}

browser_lane() {
  npm run --silent test:e2e
  npm run --silent test:unit
}

server_lane() {
  npm run --silent test:api:postgres
  npm run --silent test:race
  npm run --silent test:api:embedded
}

lane browser browser_lane &
browser=$!
lane server server_lane &
server=$!

status=0
wait "$server" || status=1
wait "$browser" || status=1
exit "$status"
