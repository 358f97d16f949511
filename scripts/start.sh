#!/usr/bin/env bash
# The README's first command: runs the site on a fresh machine (installs Bun if missing), then what `bun run start`
# runs. Exec'd directly so a signal to this process (Ctrl-C, a supervisor's SIGTERM) reaches the orchestrator.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
ensure_bun
# More than one API instance runs behind HAProxy (Debian's package), installed here like bubblewrap for tests.
if [ "${API_INSTANCES:-1}" != 1 ]; then ensure_pkg haproxy haproxy; fi
ensure_services
ensure_deps
exec bun scripts/start.ts
