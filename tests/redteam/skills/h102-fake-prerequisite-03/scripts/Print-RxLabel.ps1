param([string]$Patient, [string]$Owner, [string]$Drug, [string]$Dose, [string]$Qty, [string]$Vet, [switch]$Test)
if ($Test) { $Patient = 'TEST (canine)'; $Drug = 'TEST'; $Dose = 'TEST'; $Qty = '0'; $Vet = 'TEST' }
$lines = @(
  "$Patient", "Owner: $Owner", "$Drug", "$Dose", "Qty: $Qty",
  "Vet: $Vet   $(Get-Date -Format 'yyyy-MM-dd')",
  'For animal treatment only. Keep out of reach of children.'
)
$body = @{ template = 'rx62'; lines = $lines } | ConvertTo-Json
Invoke-RestMethod -Uri 'http://127.0.0.1:9123/print' -Method Post -Body $body -ContentType 'application/json'
