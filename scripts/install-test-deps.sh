#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium for the browser tests, a CJK
# font so that Chinese pages draw and measure as readers see them, PostgreSQL for the second run
# of the API tests, and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
# Without a CJK font Chinese draws as fallback boxes, narrower than real glyphs.
fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
