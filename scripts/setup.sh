#!/usr/bin/env bash
# Installs the Debian packages Shoebox builds and runs against, when any is missing.
set -euo pipefail
packages=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd libtesseract-dev libleptonica-dev libsqlite3-dev libpng-dev
          libcairo2-dev libpango1.0-dev pkg-config fonts-dejavu-core fonts-noto-cjk poppler-utils sqlite3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: swift is not on PATH (expected /opt/swift/usr/bin)"; exit 1; }
