#!/usr/bin/env bash
# Installs what the browser tests of `clarify serve` (e2e/) need: Debian's
# chromium and node, and playwright-core in e2e/node_modules. Never
# downloads a browser build of its own (no `npx playwright install`).
# Idempotent. Run as root, from anywhere.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
cd "$(dirname "$0")/.."
log() { echo "browser.sh: $*" >&2; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
	log "installing ${missing[*]}"
	apt-get update >&2
	apt-get install -y "${missing[@]}" >&2
fi
if [ ! -f e2e/node_modules/playwright-core/package.json ]; then
	log "npm install in e2e/"
	(cd e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund >&2)
fi
log "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
