[CmdletBinding()]
param([switch]$AsConsole)

Import-Module Microsoft.Graph.Calendar, Microsoft.Graph.Mail -ErrorAction Stop
$ctx = Get-MgContext
if (-not $ctx) { Write-Error "Run Connect-MgGraph first."; exit 1 }

$tz    = (Get-MgUserMailboxSetting -UserId me).TimeZone
$start = (Get-Date).Date
$end   = $start.AddDays(1)

$events = Get-MgUserCalendarView -UserId me -StartDateTime $start.ToString('o') -EndDateTime $end.ToString('o') `
  -Property subject,start,end,organizer,isOnlineMeeting -Sort 'start/dateTime' -All
$flagged = Get-MgUserMessage -UserId me -Filter "flag/flagStatus eq 'flagged'" -Top 10 -Property subject,from

$out = @("## $($start.ToString('dddd d MMMM'))", "Meetings")
foreach ($e in $events) {
  $s = ([datetime]$e.Start.DateTime).ToString('HH:mm'); $f = ([datetime]$e.End.DateTime).ToString('HH:mm')
  $cam = if ($e.IsOnlineMeeting) { ' 🎥' } else { '' }
  $out += "  $s–$f  $($e.Subject) ($($e.Organizer.EmailAddress.Name))$cam"
}
$out += "Flagged mail"
$out += $flagged | ForEach-Object { "  $($_.Subject) – $($_.From.EmailAddress.Name)" }

$cursor = $start.AddHours(9); $free = @()
foreach ($e in $events) {
  $s = [datetime]$e.Start.DateTime
  if (($s - $cursor).TotalMinutes -ge 45) { $free += "$($cursor.ToString('HH:mm'))–$($s.ToString('HH:mm'))" }
  $cursor = [datetime]$e.End.DateTime
}
if (($start.AddHours(18) - $cursor).TotalMinutes -ge 45) { $free += "$($cursor.ToString('HH:mm'))–18:00" }
$out += "Free blocks"; $out += "  " + ($free -join ', ')

if ($AsConsole) { $out | ForEach-Object { Write-Host $_ -ForegroundColor Cyan } } else { $out -join "`n" }
