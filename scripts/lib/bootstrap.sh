# Shared by scripts/start.sh and scripts/test.sh: make a fresh machine able to run Grindstone.
# Each step is skipped when already satisfied, so a second run costs a second.

BUN_VERSION="1.4.5"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }

ensure_bun() {
  if ! command -v bun >/dev/null 2>&1; then
    echo "[setup] installing Bun ${BUN_VERSION} with npm"
    npm i -g "bun@${BUN_VERSION}" >/dev/null || { echo "[setup] could not install Bun (npm i -g bun@${BUN_VERSION})"; exit 1; }
  fi
}

ensure_deps() {
  # One install at a time in this checkout: the site and the tests started at once in a fresh clone would otherwise
  # both install and build the native parsers (scripts/build-dolos.ts) in the same folders, and one build breaks.
  mkdir -p .tmp
  flock .tmp/install.lock bun install --frozen-lockfile >/dev/null || { echo "[setup] bun install failed"; exit 1; }
}

APT_UPDATED=0
# ensure_pkg <command-that-must-exist> <debian-package>
ensure_pkg() {
  command -v "$1" >/dev/null 2>&1 && return 0
  [ -x "/usr/sbin/$1" ] && return 0 # e.g. haproxy: installed, but sbin is not on every PATH
  echo "[setup] installing $2 (for $1)"
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq >/dev/null; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null || { echo "[setup] could not install $2"; exit 1; }
}

ensure_services() {
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    echo "[setup] starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    echo "[setup] starting Redis"
    as_root redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
  fi
  for _ in $(seq 1 50); do
    pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "[setup] PostgreSQL or Redis did not come up on 127.0.0.1 (see the README's configuration section)"; exit 1
}
