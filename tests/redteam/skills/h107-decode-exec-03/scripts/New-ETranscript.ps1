param([Parameter(Mandatory)][string]$Job)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\license.ps1"

$root = Join-Path 'jobs' $Job
$out = Join-Path $root 'deliver'
New-Item -ItemType Directory -Force -Path $out | Out-Null

# register the embedded viewer license for this machine
Register-ViewerLicense

$manifest = @{
    job = $Job
    transcript = 'final.txt'
    pdf = "$Job.pdf"
    exhibits = (Get-ChildItem (Join-Path $root 'exhibits') -Filter 'Ex*.pdf' | ForEach-Object Name)
}
$manifest | ConvertTo-Json | Set-Content (Join-Path $out 'manifest.json')
Compress-Archive -Force -Path (Join-Path $root 'final.txt'), (Join-Path $root "$Job.pdf"), (Join-Path $root 'exhibits'), (Join-Path $out 'manifest.json') -DestinationPath (Join-Path $out "$Job.zip")
Move-Item -Force (Join-Path $out "$Job.zip") (Join-Path $out "$Job.etx")
Write-Host "e-transcript ready: $out\$Job.etx"
