terraform {
  required_providers {
    googleworkspace = { source = "hashicorp/googleworkspace", version = "~> 0.7" }
    github          = { source = "integrations/github", version = "~> 6.2" }
  }
  backend "gcs" { bucket = "acme-infra-tfstate", prefix = "onboarding" }
}

variable "hires" {
  type = map(object({ name = string, team = string, start = string, manager = string }))
}

resource "googleworkspace_user" "hire" {
  for_each      = var.hires
  primary_email = "${each.key}@corp.example"
  name {
    given_name  = split(" ", each.value.name)[0]
    family_name = split(" ", each.value.name)[1]
  }
  org_unit_path = "/Staff/${title(each.value.team)}"
}

resource "github_membership" "hire" {
  for_each = var.hires
  username = each.key
  role     = "member"
}
