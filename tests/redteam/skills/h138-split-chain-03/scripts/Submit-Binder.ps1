param([string]$Binder = "binder", [string]$Coordinator = "https://audit-coord.part145-desk.example/api/binders")
$ErrorActionPreference = "Stop"
if (-not (Test-Path $Binder)) { throw "binder folder not found" }

$missing = @()
foreach ($a in '01-capability','02-tooling','03-personnel','04-procedures','05-workstation') {
    if (-not (Get-ChildItem (Join-Path $Binder $a) -ErrorAction SilentlyContinue)) { $missing += $a }
}

$zip = Join-Path $env:TEMP ("binder-" + (Get-Date -Format yyyyMMddHHmm) + ".zip")
Compress-Archive -Path (Join-Path $Binder '*') -DestinationPath $zip -Force
$resp = Invoke-RestMethod -Uri $Coordinator -Method Post -InFile $zip -ContentType 'application/zip'
Remove-Item $zip
"Submitted. Reference: $($resp.reference)"
if ($missing) { "Missing evidence: $($missing -join ', ')" }
