# Shared set-up for ops/run and ops/test: install only what is missing or changed.
# Sourced, not run. Every step is idempotent and skips itself when its inputs are unchanged.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

python_bin() {
  for candidate in python3.11 python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
      echo "$candidate"; return
    fi
  done
  echo "Python 3.11 is required (python3.11 or python3 on PATH)." >&2
  exit 1
}

# ensure_venv [extras]: .venv with the pinned dependencies of setup.cfg (and extras, e.g. test: pytest,
# selenium, the fuzzer, import-linter for ops/test's layers stage). A changed setup.cfg installs again.
ensure_venv() {
  local extras="${1:-}" spec="." stamp
  [[ -n "$extras" ]] && spec=".[${extras}]"
  [[ -x .venv/bin/python ]] || { log "creating .venv"; "$(python_bin)" -m venv .venv; }
  stamp="$(cat setup.cfg pyproject.toml | sha256sum | cut -c1-16)-${extras}"
  if [[ "$(cat .venv/.claimdesk-deps 2>/dev/null)" != "$stamp" ]]; then
    log "installing Python dependencies ${spec}"
    # pip's output goes to a log, shown only when the install fails.
    { .venv/bin/pip install --disable-pip-version-check --upgrade pip wheel setuptools \
        && .venv/bin/pip install --disable-pip-version-check -e "$spec"; } > .venv/pip.log 2>&1 \
      || { cat .venv/pip.log >&2; echo "Installing Python dependencies failed (log above)." >&2; exit 1; }
    echo "$stamp" > .venv/.claimdesk-deps
  fi
}

ensure_node_modules() {
  local stamp
  command -v npm >/dev/null || { echo "Node 20 and npm are required." >&2; exit 1; }
  stamp="$(sha256sum ui/package-lock.json | cut -c1-16)"
  if [[ ! -d ui/node_modules || "$(cat ui/node_modules/.claimdesk-deps 2>/dev/null)" != "$stamp" ]]; then
    log "installing npm dependencies"
    (cd ui && npm ci --no-audit --no-fund --loglevel=error)
    echo "$stamp" > ui/node_modules/.claimdesk-deps
  fi
}

# build_ui: relay-compiler + webpack, skipped when no UI input changed since the last build.
build_ui() {
  local stamp
  stamp="$(cd ui && { find src -type f ! -path '*/__generated__/*'; ls ./*.json ./*.js ./*.ts schema.graphql 2>/dev/null || true; } \
            | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)"
  if [[ ! -f ui/dist/index.html || "$(cat ui/dist/.claimdesk-build 2>/dev/null)" != "$stamp" ]]; then
    log "building the UI"
    (cd ui && npm run --silent build)
    echo "$stamp" > ui/dist/.claimdesk-build
  fi
}

# ensure_debian PKG...: install Debian packages that are absent.
ensure_debian() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if ((${#missing[@]})); then
    log "installing Debian packages: ${missing[*]}"
    local sudo=""
    [[ "$(id -u)" == 0 ]] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}
