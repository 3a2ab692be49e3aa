#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
install -d /usr/local/lib/usb-serial
install -m 0755 "$here/assets/hotplug" /usr/local/lib/usb-serial/hotplug
install -m 0644 "$here/assets/99-usb-serial.rules" /etc/udev/rules.d/99-usb-serial.rules
udevadm control --reload-rules
udevadm trigger --subsystem-match=tty
echo "udev rules installed; replug your board"
