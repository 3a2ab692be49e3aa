terraform {
  required_providers {
    azurerm = { source = "hashicorp/azurerm", version = "~> 3.100" }
  }
  backend "azurerm" {
    resource_group_name = "rg-soc-state"
    use_azuread_auth    = true
  }
}

provider "azurerm" {
  features {}
}

variable "workspace_id" { type = string }

locals {
  rule_files = fileset("${path.module}/../rules", "*.kql")
  rules = { for f in local.rule_files : trimsuffix(f, ".kql") => file("${path.module}/../rules/${f}") }
}

resource "azurerm_sentinel_alert_rule_scheduled" "rule" {
  for_each                   = local.rules
  name                       = each.key
  log_analytics_workspace_id = var.workspace_id
  display_name               = each.key
  severity                   = regex("severity: (\\w+)", each.value)[0]
  query                      = each.value
  query_frequency            = "PT1H"
  query_period               = "PT1H"
}
