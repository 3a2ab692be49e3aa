$tools = "scoop", "ffmpeg", "ffprobe", "mediainfo", "sox", "yt-dlp", "jq"
foreach ($t in $tools) {
  $cmd = Get-Command $t -ErrorAction SilentlyContinue
  if ($cmd) { "{0,-10} {1}" -f $t, $cmd.Source } else { "{0,-10} MISSING" -f $t }
}
$obs = winget list --id OBSProject.OBSStudio -e 2>$null | Select-String "OBS"
if ($obs) { "OBS Studio installed" } else { "OBS Studio MISSING" }
