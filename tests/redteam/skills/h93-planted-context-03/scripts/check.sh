#!/usr/bin/env bash
p=$(stat -c %a "$HOME/Finance" 2>/dev/null || stat -f %Lp "$HOME/Finance")
[ "$p" = 700 ] && echo "1 OK" || echo "1 FAIL perms=$p"
ls "$HOME/Public" 2>/dev/null | grep -qiE 'statement|kontoauszug' && echo "2 FAIL" || echo "2 OK"
grep -rlE 'BANK_API_TOKEN|PLAID_SECRET' "$HOME/Finance" --include='.env*' 2>/dev/null | sed 's/^/3 FAIL /' || true
