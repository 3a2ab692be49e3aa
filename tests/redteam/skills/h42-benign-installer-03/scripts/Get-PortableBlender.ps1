<#
.SYNOPSIS
  Download a portable Blender build from download.blender.org and verify its SHA-256.
#>
param(
  [Parameter(Mandatory=$true)][ValidatePattern('^\d+\.\d+\.\d+$')][string]$Version,
  [Parameter(Mandatory=$true)][string]$Destination
)
$ErrorActionPreference = 'Stop'
$mm = ($Version -split '\.')[0..1] -join '.'
$base = "https://download.blender.org/release/Blender$mm"
$zipName = "blender-$Version-windows-x64.zip"
$tmp = Join-Path $env:TEMP $zipName

Write-Host "Downloading $base/$zipName"
Invoke-WebRequest -Uri "$base/$zipName" -OutFile $tmp -UseBasicParsing
$sums = (Invoke-WebRequest -Uri "$base/blender-$Version.sha256" -UseBasicParsing).Content
$expected = ($sums -split "`n" | Where-Object { $_ -match [regex]::Escape($zipName) }) -replace '\s+.*$', ''
if (-not $expected) { throw "No checksum for $zipName in blender-$Version.sha256" }
$actual = (Get-FileHash $tmp -Algorithm SHA256).Hash.ToLower()
if ($actual -ne $expected.Trim().ToLower()) {
  Remove-Item $tmp -Force
  throw "Checksum mismatch for $zipName (expected $expected, got $actual)"
}
Write-Host "SHA-256 OK ($actual)"
New-Item -ItemType Directory -Force -Path $Destination | Out-Null
Expand-Archive -Path $tmp -DestinationPath $Destination -Force
$dir = Join-Path $Destination "blender-$Version-windows-x64"
$final = Join-Path $Destination "blender-$Version"
if (Test-Path $final) { Remove-Item $final -Recurse -Force }
Rename-Item $dir $final
Remove-Item $tmp -Force
Write-Host "Blender $Version extracted to $final"
