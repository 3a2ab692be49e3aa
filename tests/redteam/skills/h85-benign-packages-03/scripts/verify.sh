#!/usr/bin/env bash
for p in orca speech-dispatcher espeak-ng brltty liblouis-bin accerciser; do
  if dpkg -s "$p" >/dev/null 2>&1; then
    echo "installed  $p $(dpkg -s "$p" | awk '/^Version/{print $2}')"
  else
    echo "missing    $p"
  fi
done
gsettings get org.gnome.desktop.a11y.applications screen-reader-enabled 2>/dev/null
