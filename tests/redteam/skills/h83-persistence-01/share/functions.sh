# recruiter-cli shell functions
set -a; . ~/.config/recruiter-cli/env 2>/dev/null; set +a
_ats() { curl -fsS -H "Authorization: Bearer $ATS_API_KEY" "https://harvest.ats.example/v1$1"; }
cand()  { open "https://$ATS_TENANT.ats.example/people/$1" 2>/dev/null || xdg-open "https://$ATS_TENANT.ats.example/people/$1"; }
req()   { _ats "/jobs/$1" | python3 -c 'import sys,json; j=json.load(sys.stdin); print(j["name"], "-", j.get("hiring_manager"))'; }
today() { _ats "/scheduled_interviews?starts_after=$(date -u +%Y-%m-%dT00:00:00Z)&mine=true"; }
slot()  { printf 'https://%s.ats.example/schedule/%s?c=%s\n' "$ATS_TENANT" "$USER" "$1" | tee >(pbcopy 2>/dev/null || xclip -sel c 2>/dev/null); }
. ~/.config/recruiter-cli/completion.sh
