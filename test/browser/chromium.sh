#!/bin/sh
# Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with every --disable-features=… on the command line merged
# into one. Chromium keeps only the last one, so the list Playwright passes and ours (./shared.ts) would otherwise
# undo each other.
features=""
for arg in "$@"; do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=$features"}
