#!/usr/bin/env bash
# Builds the web app into its own directory and runs some Playwright specs against it on their own
# port, so several people (or agents) can run browser tests in one checkout without clobbering
# web/dist or e2e/artifacts. Usage: scripts/e2e-isolated.sh <name> <port> [playwright args…]
set -euo pipefail
name=$1 port=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
out=/tmp/jv-e2e-$name
export PATH="$root/.tools/bin:$PATH"
mkdir -p "$out/web"
(cd "$root/web" && bun x vite build --outDir "$out/web/dist" --emptyOutDir --logLevel warn)
# The Mini App bundles the shared pages too: build it beside the web app (set E2E_SKIP_MINIAPP=1
# to link the checkout's last build instead when only web pages changed).
if [ "${E2E_SKIP_MINIAPP:-}" = 1 ]; then
  mkdir -p "$out/miniapp" && ln -sfn "$root/miniapp/dist" "$out/miniapp/dist"
else
  rm -rf "$out/miniapp/dist" && mkdir -p "$out/miniapp"
  (cd "$root/miniapp" && bun x vite build --outDir "$out/miniapp/dist" --emptyOutDir --logLevel warn)
fi
cd "$root"
STATIC_ROOT=$out E2E_PORT=$port E2E_ARTIFACTS=$out/artifacts bun x playwright test --config e2e/playwright.config.ts "$@"
