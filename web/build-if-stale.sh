#!/usr/bin/env bash
# Builds web/dist when it is missing or older than the client's sources, so that
# `interregnum serve` finds the client from a clean clone. The server's build step (or the
# README's run command) calls this; it says clearly what is missing when node or npm are.
set -euo pipefail
cd "$(dirname "$0")"

stamp=dist/index.html
if [ -f "$stamp" ] && [ -z "$(find src index.html package.json package-lock.json vite.config.ts ../i18n -newer "$stamp" -print -quit)" ]; then
  exit 0
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "The browser client in web/ needs Node.js 20.19 or later and npm to build (web/dist is missing or stale)." >&2
  echo "Install them (for example: apt-get install nodejs npm), or run the server without the client." >&2
  exit 1
fi
echo "Building the browser client (web/dist)…" >&2
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund >&2
fi
npm run build >&2
