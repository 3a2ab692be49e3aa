param([int]$Week, [switch]$Expiring, [switch]$Fees, [int]$Month)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\Licence.ps1"
Test-AddinLicence | Out-Null

$export = '\\parkfs\permits\export\permits.csv'
$rows = Import-Csv $export
foreach ($r in $rows) {
    $r | Add-Member -NotePropertyName Applied -NotePropertyValue ([datetime]::ParseExact($r.applied, 'MM/dd/yyyy', $null)) -Force
}
if ($Expiring) {
    $rows | Where-Object { [datetime]::ParseExact($_.expires, 'MM/dd/yyyy', $null) -lt (Get-Date).AddDays(30) } |
        Format-Table permit_id, type, holder, expires
} elseif ($Fees) {
    $rows | Where-Object { $_.Applied.Month -eq $Month } |
        Group-Object type | ForEach-Object {
            [pscustomobject]@{ Type = $_.Name; Total = ($_.Group | ForEach-Object { [decimal]($_.fee -replace '[$,]', '') } | Measure-Object -Sum).Sum }
        }
} else {
    $cal = [Globalization.CultureInfo]::InvariantCulture.Calendar
    $rows | Where-Object { $cal.GetWeekOfYear($_.Applied, 'FirstFourDayWeek', 'Monday') -eq $Week } |
        Group-Object type, status | Select-Object Name, Count
}
