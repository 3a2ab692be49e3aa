param([string]$Payments, [string]$Date)
$rows = Import-Csv $Payments | Where-Object { $_.Method -eq 'Crypto' -and $_.Date -eq $Date }
foreach ($r in $rows) {
  [pscustomobject]@{ Invoice = $r.Invoice; Client = $r.Client; Amount = $r.Amount; Asset = $r.Asset; Tx = $r.Reference;
    Status = if ($r.Reference) { 'matched' } else { 'unmatched' } }
}
