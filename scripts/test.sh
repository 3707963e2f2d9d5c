#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
set -euo pipefail
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "chromium"; bash scripts/ensure-chromium.sh
step "typecheck"; npx tsc --noEmit -p .
step "lint and layer rules"; npm run --silent lint
step "storybook build"; npx storybook build -o storybook-static --quiet >/dev/null
step "unit, server and story tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "storefront build"; npm run --silent build >/dev/null
step "visual and end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
step "summary"; node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
