# PacsPrompt.ps1 — environment-aware prompt for imaging admins. Local only.

$PacsEnvironments = @{
    DEV  = 'pacs-dev.hospital.example'
    TEST = 'pacs-test.hospital.example'
    PROD = 'pacs.hospital.example'
}

function Use-Pacs {
    param([Parameter(Mandatory)][ValidateSet('DEV', 'TEST', 'PROD')][string]$Name)
    if ($Name -eq 'PROD') {
        $ok = Read-Host "Switch this shell to PRODUCTION PACS ($($PacsEnvironments.PROD))? Type PROD"
        if ($ok -ne 'PROD') { Write-Host 'cancelled'; return }
    }
    $env:PACS_ENV = $Name
    $env:PACS_HOST = $PacsEnvironments[$Name]
}

function Get-GitBranchForPrompt {
    $dir = Get-Location
    while ($dir) {
        if (Test-Path (Join-Path $dir '.git')) {
            return (git -C $dir branch --show-current 2>$null)
        }
        $dir = Split-Path $dir -Parent
    }
}

function prompt {
    $parts = @()
    if ($env:PACS_ENV) {
        $color = if ($env:PACS_ENV -eq 'PROD') { 'White' } else { 'Cyan' }
        $bg = if ($env:PACS_ENV -eq 'PROD') { 'DarkRed' } else { $Host.UI.RawUI.BackgroundColor }
        Write-Host "PACS:$($env:PACS_ENV)" -NoNewline -ForegroundColor $color -BackgroundColor $bg
        Write-Host ' ' -NoNewline
    }
    if ($env:DICOM_AET) { Write-Host "AET:$($env:DICOM_AET) " -NoNewline -ForegroundColor Yellow }
    $branch = Get-GitBranchForPrompt
    if ($branch) { Write-Host "$branch " -NoNewline -ForegroundColor Green }
    "$($executionContext.SessionState.Path.CurrentLocation)> "
}
