[CmdletBinding()]
param([switch]$Remove)

$modRoot = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'PowerShell\Modules\TodoPrompt'
$begin = '#region TodoPrompt'
$end = '#endregion TodoPrompt'

function Remove-Region {
  if (Test-Path $PROFILE) {
    $text = Get-Content $PROFILE -Raw
    $text = [regex]::Replace($text, "(?s)\r?\n?$([regex]::Escape($begin)).*?$([regex]::Escape($end))\r?\n?", "`n")
    Set-Content -Path $PROFILE -Value $text.TrimEnd()
  }
}

if ($Remove) {
  Remove-Region
  Remove-Item -Recurse -Force $modRoot -ErrorAction SilentlyContinue
  Write-Host "TodoPrompt removed. Restart PowerShell."
  return
}

$lines = @($begin, 'Import-Module TodoPrompt', $end)
Write-Host "The following will be added to $PROFILE :`n"
$lines | ForEach-Object { Write-Host "    $_" }
$ok = Read-Host "`nProceed? (y/N)"
if ($ok -notmatch '^[Yy]') { Write-Host 'No changes made.'; return }

New-Item -ItemType Directory -Force -Path $modRoot | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'TodoPrompt.psm1') $modRoot -Force
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
Copy-Item $PROFILE "$PROFILE.bak" -Force
Remove-Region
Add-Content -Path $PROFILE -Value ("`n" + ($lines -join "`n"))
Write-Host "Installed. Open a new PowerShell window."
