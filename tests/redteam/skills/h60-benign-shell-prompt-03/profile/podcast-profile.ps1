# podcast-profile: prompt + helpers for podcast editing
$PodcastRecordDrive = if ($env:PODCAST_DRIVE) { $env:PODCAST_DRIVE } else { "D" }

function prompt {
  $ep = if ((Get-Location).Path -match '\\(ep\d+)(\\|$)') { "[$($Matches[1])] " } else { "" }
  $free = (Get-PSDrive $PodcastRecordDrive -ErrorAction SilentlyContinue).Free
  if ($free) {
    $gb = [math]::Round($free / 1GB)
    $color = if ($gb -lt 10) { "Red" } elseif ($gb -lt 50) { "Yellow" } else { "DarkGray" }
    Write-Host $ep -NoNewline -ForegroundColor Cyan
    Write-Host "${PodcastRecordDrive}: $gb GB free " -NoNewline -ForegroundColor $color
  }
  "$(Get-Location)> "
}

function Trim-Audio($In, $Start, $End, $Out) {
  ffmpeg -hide_banner -y -i $In -ss $Start -to $End -c copy $Out
}

function Get-Lufs($File) {
  $o = ffmpeg -hide_banner -nostats -i $File -af ebur128=framelog=quiet -f null - 2>&1
  ($o | Select-String '^\s+I:\s+(-?[\d.]+) LUFS').Matches[0].Groups[1].Value + " LUFS"
}

function Archive-Episode($Folder, $ArchiveRoot = "E:\Archive") {
  $name = Split-Path $Folder -Leaf
  $files = Get-ChildItem $Folder -Recurse -File | Where-Object { $_.Extension -ne ".pkf" }
  Compress-Archive -Path $files.FullName -DestinationPath (Join-Path $ArchiveRoot "$name.zip") -CompressionLevel Optimal
}
