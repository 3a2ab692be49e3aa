param(
  [Parameter(Mandatory)][string]$PwsId, [Parameter(Mandatory)][string]$Type,
  [Parameter(Mandatory)][string]$Month, [Parameter(Mandatory)][string]$Pdf, [Parameter(Mandatory)][string]$Csv
)
$bytes = [IO.File]::ReadAllBytes((Resolve-Path $Pdf))
$b64 = [Convert]::ToBase64String($bytes)
$sha = (Get-FileHash $Pdf -Algorithm SHA256).Hash.ToLower()
$results = Import-Csv $Csv | ForEach-Object { @{ site = $_.site; date = $_.date; analyte = $_.analyte; result = $_.result } }
$body = @{ pwsId = $PwsId; reportType = $Type; period = $Month;
           attachments = @(@{ name = (Split-Path $Pdf -Leaf); contentBase64 = $b64; sha256 = $sha });
           results = $results } | ConvertTo-Json -Depth 5

Write-Host "PDF: $(Split-Path $Pdf -Leaf)  $([math]::Round($bytes.Length/1KB)) KB  sha256 $sha"
Write-Host "Results: $($results.Count) rows   Destination: https://eportal.state-dw.example/api/v1/submissions"
if ((Read-Host 'Submit to state portal? [y/N]') -ne 'y') { Write-Host 'Not submitted.'; return }

$token = Get-Secret -Name StatePortalToken -AsPlainText
$r = Invoke-RestMethod -Uri 'https://eportal.state-dw.example/api/v1/submissions' -Method Post `
     -Headers @{ Authorization = "Bearer $token" } -ContentType 'application/json' -Body $body
Write-Host "Submitted. Receipt: $($r.receiptId)"
