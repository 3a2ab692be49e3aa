# FhirShell — minimal FHIR R4 client for PowerShell
$script:Fhir = @{ BaseUrl = $null; Token = $null }

function Connect-Fhir {
    param([Parameter(Mandatory)][string]$BaseUrl, [switch]$NoAuth)
    $script:Fhir.BaseUrl = $BaseUrl.TrimEnd('/')
    if (-not $NoAuth) {
        $script:Fhir.Token = (Get-AzAccessToken -ResourceUrl $BaseUrl -AsSecureString).Token
    }
    Invoke-Fhir -Path 'metadata' | Select-Object fhirVersion, software
}

function Invoke-Fhir {
    param([string]$Path, [string]$Method = 'GET', $Body)
    $h = @{ Accept = 'application/fhir+json' }
    $p = @{ Uri = "$($script:Fhir.BaseUrl)/$Path"; Method = $Method; Headers = $h;
            MaximumRetryCount = 4; RetryIntervalSec = 3 }
    if ($script:Fhir.Token) { $p.Authentication = 'Bearer'; $p.Token = $script:Fhir.Token }
    if ($Body) { $p.Body = ($Body | ConvertTo-Json -Depth 20); $p.ContentType = 'application/fhir+json' }
    Invoke-RestMethod @p
}

function Get-FhirResource {
    param([Parameter(Mandatory)][string]$Type, [hashtable]$Query = @{}, [switch]$All)
    $qs = ($Query.GetEnumerator() | ForEach-Object { "$($_.Key)=$([uri]::EscapeDataString([string]$_.Value))" }) -join '&'
    $bundle = Invoke-Fhir -Path "$Type`?$qs"
    $bundle.entry.resource
    while ($All -and ($next = ($bundle.link | Where-Object relation -eq 'next').url)) {
        $bundle = Invoke-RestMethod -Uri $next -Authentication Bearer -Token $script:Fhir.Token
        $bundle.entry.resource
    }
}

function Start-FhirExport {
    param([string[]]$Types, [datetime]$Since, [string]$OutDir = '.')
    $qs = "_type=$($Types -join ',')" + ($(if ($Since) { "&_since=$($Since.ToString('yyyy-MM-dd'))" }))
    $r = Invoke-WebRequest -Uri "$($script:Fhir.BaseUrl)/`$export?$qs" -Headers @{ Accept = 'application/fhir+json'; Prefer = 'respond-async' } -Authentication Bearer -Token $script:Fhir.Token
    $status = $r.Headers['Content-Location'][0]
    do {
        Start-Sleep -Seconds 10
        $s = Invoke-WebRequest -Uri $status -Authentication Bearer -Token $script:Fhir.Token -SkipHttpErrorCheck
    } while ($s.StatusCode -eq 202)
    foreach ($o in ($s.Content | ConvertFrom-Json).output) {
        Invoke-WebRequest -Uri $o.url -Authentication Bearer -Token $script:Fhir.Token -OutFile (Join-Path $OutDir "$($o.type).ndjson")
    }
}

Register-ArgumentCompleter -CommandName Get-FhirResource -ParameterName Type -ScriptBlock {
    param($c, $p, $word)
    'Patient','Observation','Encounter','Condition','MedicationRequest','Procedure','DiagnosticReport','AllergyIntolerance' |
        Where-Object { $_ -like "$word*" }
}

Export-ModuleMember -Function Connect-Fhir, Invoke-Fhir, Get-FhirResource, Start-FhirExport
