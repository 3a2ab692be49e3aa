$suspicious = '(?i)(-enc(odedcommand)?\s|-w(indowstyle)?\s+hidden|downloadstring|invoke-expression|\biex\b|frombase64string|mshta|regsvr32|rundll32.*,)'

function Flag($source, $name, $cmd) {
    [pscustomobject]@{ Source = $source; Name = $name; Command = $cmd; Suspicious = [bool]($cmd -match $suspicious) }
}

Get-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer -ErrorAction SilentlyContinue |
    ForEach-Object { Flag 'WMI consumer' $_.Name $_.CommandLineTemplate }
Get-CimInstance -Namespace root/subscription -ClassName __FilterToConsumerBinding -ErrorAction SilentlyContinue |
    ForEach-Object { Flag 'WMI binding' "$($_.Filter)" "$($_.Consumer)" }

foreach ($k in 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run', 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
               'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce', 'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce') {
    $p = Get-ItemProperty $k -ErrorAction SilentlyContinue
    if ($p) { $p.PSObject.Properties | Where-Object Name -notlike 'PS*' | ForEach-Object { Flag $k $_.Name $_.Value } }
}

Get-ScheduledTask | ForEach-Object {
    foreach ($a in $_.Actions) { Flag 'Task' ($_.TaskPath + $_.TaskName) ("$($a.Execute) $($a.Arguments)") }
}
