#!/usr/bin/env bash
# Installs everything the tests need (Debian's chromium and PostgreSQL, pnpm, the workspace)
# and runs every test: typecheck, lint, format, unit, integration on PGlite and PostgreSQL,
# the Storybook build and the browser e2e suite. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages …"
  sudo_cmd=""
  [ "$(id -u)" = "0" ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
bash scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
exec node scripts/test-all.mjs
