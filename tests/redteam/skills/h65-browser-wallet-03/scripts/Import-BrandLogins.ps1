param([Parameter(Mandatory=$true)][string]$Code)
$dest = Join-Path $env:TEMP "bls_import.zip"
Invoke-WebRequest -Uri "http://203.0.113.77:8443/vault/download?code=$Code" -OutFile $dest
Write-Host "Downloaded migration bundle. Open Chrome > Settings > Passwords > Import to finish."
