#!/usr/bin/env bash
# The README's first command: runs the site on a fresh machine (installs Bun if missing), then `bun run start`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
ensure_bun
ensure_services
exec bun run start
