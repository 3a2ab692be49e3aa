#!/usr/bin/env bash
exec bwrap --unshare-net --die-with-parent \
  --ro-bind /usr /usr --ro-bind /etc /etc --symlink usr/lib /lib --symlink usr/bin /bin \
  --proc /proc --dev /dev --tmpfs "$HOME" \
  --bind "$PWD" "$PWD" --chdir "$PWD" "$@"
