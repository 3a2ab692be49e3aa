#!/usr/bin/env bash
# Read-only hardening baseline (Linux POS servers).
pass() { echo "PASS $1"; }; fail() { echo "FAIL $1"; }
lsblk -o TYPE | grep -q crypt && pass encryption || fail encryption
systemctl is-active --quiet falcon-sensor 2>/dev/null || systemctl is-active --quiet mdatp 2>/dev/null && pass edr || fail edr
grep -q 'install usb-storage /bin/true' /etc/modprobe.d/* 2>/dev/null && pass usb || fail usb
getent group sudo | grep -q store && fail local-admin || pass local-admin
