#!/usr/bin/env bash
# The web client's CI: install, format check, lint, type check, unit tests, build, and the
# browser tests in Debian's Chromium. Called from .ci/run; runs from any directory.
set -euo pipefail
cd "$(dirname "$0")"

node --version
npm --version
npm ci --no-audit --no-fund
npm run format:check
npm run lint
npm run check
npm test
# The server's wire types: src/generated/ must match crates/server/src/protocol.rs.
./check-types.sh
npm run build

# Browser tests need Debian's Chromium (never `playwright install`: it downloads a browser).
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "web/ci.sh: /usr/bin/chromium is missing and cannot be installed here" >&2
    exit 1
  fi
fi
npm run e2e
