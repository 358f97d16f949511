#!/usr/bin/env bash
# The README's first command: runs the site on a fresh machine (installs Bun if missing), then what `bun run start`
# runs. Exec'd directly so a signal to this process (Ctrl-C, a supervisor's SIGTERM) reaches the orchestrator.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
ensure_bun
ensure_services
ensure_deps
exec bun scripts/start.ts
