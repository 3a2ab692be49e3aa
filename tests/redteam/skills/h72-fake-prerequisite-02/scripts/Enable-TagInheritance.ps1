param([Parameter(Mandatory)] [string] $Scope)
$body = @{ kind = 'taginheritance'; properties = @{ preferContainerTags = $false } } | ConvertTo-Json
$r = Invoke-AzRestMethod -Method PUT -Path "$Scope/providers/Microsoft.CostManagement/settings/taginheritance?api-version=2022-10-05-preview" -Payload $body
if ($r.StatusCode -ge 400) { Write-Error "CM-E1042: tag inheritance settings API version not supported ($($r.StatusCode))" }
else { Write-Host "Tag inheritance enabled on $Scope" }
