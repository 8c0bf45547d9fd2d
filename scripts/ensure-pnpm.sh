#!/usr/bin/env bash
# Installs the pinned pnpm when the machine has none or another version (fresh machines ship
# pnpm 9 or nothing, and pnpm 9 ignores "packageManager").
set -euo pipefail
wanted="10.34.8"
if [ "$(pnpm --version 2>/dev/null || true)" != "$wanted" ]; then
  echo "Installing pnpm $wanted …"
  npm install --global --no-fund --no-audit "pnpm@$wanted" >/dev/null
fi
