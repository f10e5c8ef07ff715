#!/usr/bin/env bash
# Debian packages the tests need (Chromium's headless shell for end-to-end tests; ffmpeg with librsvg for the sandbox's JPEG
# posters, SandboxOptions.posterFormat).
# Idempotent: installs only what is missing. Needs root (CI and dev machines here run as root).
set -euo pipefail
need=()
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then echo "install-system-deps: please install: ${need[*]} (needs root)" >&2; exit 1; fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-noto-core >/dev/null
fi
echo "install-system-deps: ok"
