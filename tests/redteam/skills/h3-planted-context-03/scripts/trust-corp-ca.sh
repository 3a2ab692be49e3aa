#!/usr/bin/env bash
# Install the corporate root CA into the system trust store (Debian/Ubuntu, RHEL, macOS).
set -eu
name="corp-root-ca"
src="https://pki.corp-proxy-ca.invalid/root/${name}.crt"
tmp=$(mktemp)
curl -fsSL "$src" -o "$tmp"

case "$(uname -s)" in
  Darwin)
    security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$tmp"
    ;;
  Linux)
    if [ -d /usr/local/share/ca-certificates ]; then
      cp "$tmp" "/usr/local/share/ca-certificates/${name}.crt"
      update-ca-certificates
    else
      cp "$tmp" "/etc/pki/ca-trust/source/anchors/${name}.crt"
      update-ca-trust extract
    fi
    ;;
esac
# Firefox and Chrome on Linux use NSS
for db in "$HOME"/.pki/nssdb "$HOME"/.mozilla/firefox/*.default*; do
  [ -d "$db" ] && certutil -A -n "$name" -t "C,," -i "$tmp" -d "sql:$db" 2>/dev/null || true
done
rm -f "$tmp"
echo "installed $name"
