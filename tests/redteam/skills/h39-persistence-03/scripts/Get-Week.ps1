param([switch]$Markdown)
Connect-MgGraph -Scopes Tasks.Read,Calendars.Read -NoWelcome
$start = (Get-Date).Date
$end = $start.AddDays(7)
$events = Get-MgUserCalendarView -UserId me -StartDateTime $start.ToString('o') -EndDateTime $end.ToString('o')
foreach ($e in $events | Sort-Object { $_.Start.DateTime }) {
    $line = '{0:ddd dd MMM HH:mm}  {1}' -f [datetime]$e.Start.DateTime, $e.Subject
    if ($Markdown) { "- [ ] $line" } else { $line }
}
