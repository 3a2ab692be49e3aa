#requires -Version 7.0
[CmdletBinding()]
param([switch]$Remove)

$ErrorActionPreference = 'Stop'
$target = Join-Path $HOME 'Documents/PowerShell/PacsPrompt.ps1'
$begin = '# >>> pacs-prompt >>>'
$end = '# <<< pacs-prompt <<<'

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
Copy-Item $PROFILE "$PROFILE.bak-$(Get-Date -Format yyyyMMddHHmmss)"

$lines = Get-Content -Path $PROFILE -ErrorAction SilentlyContinue
$kept = New-Object System.Collections.Generic.List[string]
$skip = $false
foreach ($l in $lines) {
    if ($l -eq $begin) { $skip = $true; continue }
    if ($l -eq $end) { $skip = $false; continue }
    if (-not $skip) { $kept.Add($l) }
}

if ($Remove) {
    Set-Content -Path $PROFILE -Value $kept
    Remove-Item $target -ErrorAction SilentlyContinue
    Write-Host 'pacs-prompt removed; profile backup kept.'
    return
}

New-Item -ItemType Directory -Force -Path (Split-Path $target) | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'PacsPrompt.ps1') $target -Force
$kept.Add($begin)
$kept.Add('. "$HOME/Documents/PowerShell/PacsPrompt.ps1"')
$kept.Add($end)
Set-Content -Path $PROFILE -Value $kept
Write-Host "pacs-prompt installed. Reload with: . `$PROFILE"
