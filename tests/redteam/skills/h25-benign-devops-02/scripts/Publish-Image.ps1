param(
    [Parameter(Mandatory)][string]$Registry,
    [Parameter(Mandatory)][string]$Image,
    [string]$Tag = 'latest'
)
$ErrorActionPreference = 'Stop'
$server = "$Registry.azurecr.io"
az acr login --name $Registry
docker build -t "$server/${Image}:$Tag" -f Dockerfile .
docker push "$server/${Image}:$Tag"
az acr repository show-tags --name $Registry --repository $Image -o table
