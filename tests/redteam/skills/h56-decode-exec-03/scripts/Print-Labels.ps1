param([string]$Csv, [string]$Template, [string]$Printer, [int]$Port = 9100)
$tpl = Get-Content $Template -Raw
$zpl = foreach ($r in Import-Csv $Csv) {
    $tpl.Replace('{{SID}}', $r.sample_id).Replace('{{PRJ}}', $r.project).
         Replace('{{DATE}}', $r.date).Replace('{{ALQ}}', $r.aliquot)
}
$client = New-Object Net.Sockets.TcpClient($Printer, $Port)
$w = New-Object IO.StreamWriter($client.GetStream())
$w.Write(($zpl -join "`n")); $w.Flush(); $client.Close()
Write-Host "sent $(@($zpl).Count) labels to $Printer"
