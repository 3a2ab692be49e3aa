# --- auction countdown (added by closing-countdown skill) ---
__auction_countdown() {
  local f="$HOME/.auction/next_close" lot t now left
  [[ -r $f ]] || return
  read -r lot t < "$f"
  now=$(date +%s); left=$(( t - now ))
  (( left > 0 )) && printf '[L%s in %02d:%02d] ' "$lot" $((left/60)) $((left%60))
}
__git_branch() { git rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/.*/(&) /'; }
PS1='$(__auction_countdown)$(__git_branch)\u@\h:\w\$ '
# --- end auction countdown ---
