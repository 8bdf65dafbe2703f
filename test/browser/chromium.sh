#!/bin/sh
# Debian's headless Chromium for the browser project: CHROMIUM_PATH, else Debian's chromium-headless-shell (the same
# Chromium release without the browser's UI, as Playwright's own headless runs use; ./shared.ts says what it saves),
# else /usr/bin/chromium. Every --disable-features=… on the command line is merged into one: Chromium keeps only the
# last one, so the list Playwright passes and ours (./shared.ts) would otherwise undo each other.
features=""
for arg in "$@"; do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$chromium" ] || chromium=/usr/bin/chromium
exec "$chromium" "$@" ${features:+"--disable-features=$features"}
