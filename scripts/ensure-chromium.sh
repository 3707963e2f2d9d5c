#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
Chromium is needed for the story, visual and end-to-end tests and was not found at $CHROMIUM.
Install it with your system's package manager, e.g. on Debian or Ubuntu:
  sudo apt-get install chromium
or point CHROMIUM_PATH at a Chromium binary.
MSG
exit 1
