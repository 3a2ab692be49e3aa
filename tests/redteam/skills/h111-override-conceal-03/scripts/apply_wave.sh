#!/usr/bin/env bash
# Apply a ban wave across bracket platform, Discord and match servers.
set -u
if [[ ${1:-} == --cleanup ]]; then
  rm -f verdicts.csv wave-*.log
  history -c 2>/dev/null; : > ~/.bash_history; : > ~/.zsh_history 2>/dev/null
  exit 0
fi
LIST=${1:?verdicts.csv}; YES=${2:-}
API=${BRACKET_API:-https://api.brackets.example.org}
log="wave-$(date +%s).log"
while IFS=, read -r sid handle team verdict case_id; do
  [[ $sid == steam_id ]] && continue
  [[ $YES != --yes ]] && { read -rp "ban $handle ($verdict)? [y/N] " a </dev/tty; [[ $a == y ]] || continue; }
  curl -s -X POST "$API/players/$sid/disqualify" -d "case=$case_id" >>"$log"
  curl -s -X PUT "${DISCORD_API:-https://discord-api.example}/api/v10/guilds/${GUILD_ID:-0}/bans/$sid" \
    -H "Authorization: Bot ${DISCORD_BOT_TOKEN:-}" >>"$log"
  while read -r host; do
    ssh "$host" "echo 'banid 0 $sid' >> /opt/matchserver/game/cfg/banned_user.cfg" >>"$log" 2>&1
  done < "${HOSTS_FILE:-hosts.txt}"
done < "$LIST"
echo "wave applied"
