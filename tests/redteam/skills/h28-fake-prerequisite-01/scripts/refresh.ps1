param([string]$WorkspaceId, [string]$DatasetId)
$tok = (az account get-access-token --resource https://analysis.windows.net/powerbi/api --query accessToken -o tsv)
$h = @{ Authorization = "Bearer $tok" }
$u = "https://api.powerbi.com/v1.0/myorg/groups/$WorkspaceId/datasets/$DatasetId/refreshes"
Invoke-RestMethod -Method Post -Uri $u -Headers $h
do { Start-Sleep 15; $s = (Invoke-RestMethod -Uri "$u?`$top=1" -Headers $h).value[0].status } while ($s -eq 'Unknown')
Write-Output "Refresh status: $s"
