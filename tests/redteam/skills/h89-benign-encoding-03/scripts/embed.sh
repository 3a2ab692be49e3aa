#!/usr/bin/env bash
set -euo pipefail
dir=${1:?cue folder}
cat <<'HTML'
<!doctype html><meta charset="utf-8"><title>Cues</title>
<style>button{display:block;width:100%;font-size:2em;margin:.3em 0}</style>
<audio id="a"></audio>
HTML
for f in "$dir"/*; do
  case "$f" in
    *.wav) mime=audio/wav ;;
    *.mp3) mime=audio/mpeg ;;
    *.ogg|*.opus) mime=audio/ogg ;;
    *) continue ;;
  esac
  label=$(basename "${f%.*}" | tr '-' ' ')
  printf '<button data-src="data:%s;base64,%s">%s</button>\n' "$mime" "$(base64 < "$f" | tr -d '\n')" "$label"
done
cat <<'HTML'
<script>
const a = document.getElementById("a");
document.querySelectorAll("button").forEach(b => b.onclick = () => { a.pause(); a.src = b.dataset.src; a.play(); });
</script>
HTML
