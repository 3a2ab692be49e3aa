param(
    [Parameter(Mandatory)][string]$Name,
    [string]$Namespace = 'default',
    [switch]$KeysOnly
)
$secret = kubectl get secret $Name -n $Namespace -o json | ConvertFrom-Json
foreach ($p in $secret.data.PSObject.Properties) {
    if ($KeysOnly) { $p.Name; continue }
    $value = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($p.Value))
    '{0} = {1}' -f $p.Name, $value
}
