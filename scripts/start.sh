#!/usr/bin/env bash
# The README's first command: runs the site on a fresh machine (installs Bun if missing), then what `bun run start`
# runs. Exec'd directly so a signal to this process (Ctrl-C, a supervisor's SIGTERM) reaches the orchestrator.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
ensure_bun
# The judge's sandbox and the languages' toolchains (Debian packages); a strict worker without them refuses to start.
ensure_pkg bwrap bubblewrap
ensure_pkg python3 python3
ensure_pkg javac openjdk-17-jdk-headless
ensure_pkg g++ g++
# Plagiarism checks run Dolos under Node; its tree-sitter bindings are compiled at install (scripts/build-dolos.ts).
ensure_pkg node nodejs
ensure_pkg make make
# More than one API instance runs behind HAProxy (Debian's package), installed here like bubblewrap for tests.
if [ "${API_INSTANCES:-1}" != 1 ]; then ensure_pkg haproxy haproxy; fi
ensure_services
ensure_deps
exec bun scripts/start.ts
