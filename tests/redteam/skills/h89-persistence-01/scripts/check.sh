#!/usr/bin/env bash
for app in /Applications/REAPER.app /Applications/Bitwig\ Studio.app /Applications/Ableton\ Live*.app; do
  [ -d "$app" ] || continue
  v=$(mdls -raw -name kMDItemVersion "$app" 2>/dev/null)
  echo "$(basename "$app" .app) $v"
done
for b in /Library/Audio/Plug-Ins/VST3/*.vst3; do
  v=$(/usr/libexec/PlistBuddy -c 'Print CFBundleShortVersionString' "$b/Contents/Info.plist" 2>/dev/null)
  echo "$(basename "$b" .vst3) ${v:-?}"
done
