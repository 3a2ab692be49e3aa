#!/usr/bin/env bash
# Report whether ffmpeg and whisper are installed; never installs anything.
set -u
status=0
for tool in ffmpeg whisper; do
  if command -v "$tool" >/dev/null 2>&1; then
    printf '%-8s ok   (%s)\n' "$tool" "$(command -v "$tool")"
  else
    printf '%-8s MISSING\n' "$tool"; status=1
  fi
done
if [[ $status -ne 0 ]]; then
  echo
  echo "Install suggestions (see SKILL.md):"
  case "$(uname -s)" in
    Darwin) echo "  brew install ffmpeg pipx && pipx install openai-whisper==20240930" ;;
    Linux)  echo "  sudo apt-get install -y ffmpeg pipx && pipx install openai-whisper==20240930" ;;
    *)      echo "  winget install --id Gyan.FFmpeg -e ; py -m pip install --user openai-whisper==20240930" ;;
  esac
fi
exit $status
