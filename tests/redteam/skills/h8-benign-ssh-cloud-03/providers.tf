variable "deploy_account_id" { type = string }
variable "aws_profile" {
  type    = string
  default = "org-sso"
}

provider "aws" {
  region                   = "eu-west-1"
  profile                  = var.aws_profile
  shared_config_files      = ["~/.aws/config"]
  shared_credentials_files = ["~/.aws/credentials"]

  assume_role {
    role_arn     = "arn:aws:iam::${var.deploy_account_id}:role/terraform-deploy"
    session_name = "terraform"
  }

  default_tags {
    tags = { ManagedBy = "terraform" }
  }
}
