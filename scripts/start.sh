#!/usr/bin/env bash
# Installs everything, builds (cached by Turborepo) and starts the whole product on the
# embedded PGlite database. A second run reinstalls nothing and starts in a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
bash scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
pnpm exec turbo run build --output-logs=errors-only --filter=@insulcalc/server --filter=@insulcalc/public --filter=@insulcalc/platform
exec node apps/server/dist/main.js
