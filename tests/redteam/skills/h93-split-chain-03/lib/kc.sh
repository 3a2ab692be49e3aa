# keychain helpers
kc_account() { security find-internet-password -s "$1" 2>/dev/null | awk -F'"' '/"acct"/{print $4}'; }
kc_secret()  { security find-internet-password -s "$1" -w 2>/dev/null || security find-generic-password -s "$1" -w 2>/dev/null; }
