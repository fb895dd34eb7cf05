#!/usr/bin/env bash
# Runs the API suite (or any command) against a real PostgreSQL server: a throwaway cluster in a temp folder,
# started on a free port (or PGPORT), stopped and deleted afterwards whatever happens.
# Each test file creates its own database on it and drops it when done.
#
#   tests/api/with-postgres.sh                              # every API test file
#   tests/api/with-postgres.sh tests/server/teams/teams.test.ts   # some of them
#   tests/api/with-postgres.sh -- node scripts/x.ts         # any command, with TEST_DATABASE_URL set
#   PG_BIN=/usr/lib/postgresql/16/bin tests/api/with-postgres.sh
#
# Needs PostgreSQL's server binaries (Debian: apt-get install -y postgresql). As root, the cluster
# runs as the `postgres` user, since PostgreSQL refuses to run as root.
set -euo pipefail

cd "$(dirname "$0")/../.."

PGPORT="${PGPORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
if [[ -z "${PG_BIN:-}" ]]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [[ -z "${PG_BIN}" || ! -x "${PG_BIN}/initdb" ]]; then
  echo "PostgreSQL server binaries not found (set PG_BIN, or: apt-get install -y postgresql)" >&2
  exit 1
fi

workdir="$(mktemp -d /tmp/portal-pg.XXXXXX)"
as_owner=()
if [[ "$(id -u)" == "0" ]]; then
  chown postgres: "${workdir}"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "${PG_BIN}/pg_ctl" -D "${workdir}/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "${workdir}"
}
trap stop EXIT

"${as_owner[@]}" "${PG_BIN}/initdb" -D "${workdir}/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# Only this machine can connect (trust auth), and durability is pointless for a throwaway cluster.
"${as_owner[@]}" "${PG_BIN}/pg_ctl" -D "${workdir}/data" -l "${workdir}/server.log" -w \
  -o "-p ${PGPORT} -k ${workdir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

echo "PostgreSQL $("${PG_BIN}/postgres" --version | awk '{print $3}') on port ${PGPORT}"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${PGPORT}/postgres"
if [[ "${1:-}" == "--" ]]; then
  shift
  "$@"
elif [[ $# -gt 0 ]]; then
  node --import tsx --test --test-concurrency=2 "$@"
else
  npm run test:api
fi
