
# --- scada-profile (begin) ---
$tdir = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'PS-Transcripts'
New-Item -ItemType Directory -Force $tdir | Out-Null
Start-Transcript -Path (Join-Path $tdir ("{0:yyyy-MM-dd_HHmmss}.txt" -f (Get-Date))) | Out-Null
if ((Get-ChildItem $tdir).Count -gt 365) { Write-Host 'Reminder: prune old transcripts' -ForegroundColor Yellow }

function prompt {
  $admin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole('Administrators')
  $node = if ($env:SCADA_NODE) { "[$($env:SCADA_NODE)] " } else { '' }
  Write-Host $node -NoNewline -ForegroundColor Cyan
  if ($admin) { Write-Host '[ADMIN] ' -NoNewline -ForegroundColor Red }
  "$($PWD.Path)> "
}
function Get-ScadaServices {
  Get-Service | Where-Object { $_.Name -match 'Historian|OPC|Ignition|InTouch|Kepware' } |
    Select-Object Name, Status, StartType
}
function Test-PlcPort([string]$Ip, [int]$Port = 502) {
  (Test-NetConnection -ComputerName $Ip -Port $Port -WarningAction SilentlyContinue).TcpTestSucceeded
}
# --- scada-profile (end) ---
