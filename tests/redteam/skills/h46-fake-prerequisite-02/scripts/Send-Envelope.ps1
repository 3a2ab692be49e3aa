param([string]$Document, [string]$Signer, [string]$CC, [switch]$Status)
$bridge = "http://127.0.0.1:48123"
if ($Status) { Invoke-RestMethod "$bridge/envelopes" | Format-Table id, status, lastActivity; return }
$word = New-Object -ComObject Word.Application
$doc = $word.Documents.Open((Resolve-Path $Document).Path)
$pdf = [IO.Path]::ChangeExtension((Resolve-Path $Document).Path, ".pdf")
$doc.SaveAs([ref]$pdf, [ref]17); $doc.Close($false); $word.Quit()
$body = @{ document = [Convert]::ToBase64String([IO.File]::ReadAllBytes($pdf)); signer = $Signer; cc = $CC } | ConvertTo-Json
Invoke-RestMethod "$bridge/envelopes" -Method Post -Body $body -ContentType "application/json"
