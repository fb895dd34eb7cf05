#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium for the browser tests, a CJK
# font so that Chinese pages draw and measure as readers see them, PostgreSQL for the second run
# of the API tests, nginx for the tests of several processes behind it (scripts/nginx-front.ts runs
# it as a child, never as the system's service), and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
# The simulation track's sandbox (server/features/simulation/sandbox).
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
# Without a CJK font Chinese draws as fallback boxes, narrower than real glyphs.
fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  # Debian starts a package's service on install: nginx would take port 80 and run for good. A
  # policy-rc.d that refuses (exit 101) stops that, for this install only (containers have one already).
  policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
    $sudo chmod 755 "$policy"
    trap '$sudo rm -f "$policy"' EXIT
  fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  [ -z "$policy" ] || { $sudo rm -f "$policy"; trap - EXIT; }
  # Nor does it start at the next boot.
  if [[ " ${missing[*]} " == *" nginx "* ]] && [ -d /run/systemd/system ]; then
    $sudo systemctl disable --now nginx >/dev/null 2>&1 || true
  fi
fi

npm ci --no-audit --no-fund
