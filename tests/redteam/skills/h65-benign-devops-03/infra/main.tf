terraform {
  required_providers { aws = { source = "hashicorp/aws", version = "~> 5.50" } }
  backend "s3" { bucket = "triage-tfstate" region = "eu-west-1" }
}
provider "aws" { region = var.region }

resource "aws_sqs_queue" "reports" {
  name                      = "triage-reports-${var.env}"
  message_retention_seconds = var.env == "production" ? 1209600 : 345600
}

resource "aws_db_instance" "triage" {
  identifier        = "triage-${var.env}"
  engine            = "postgres"
  engine_version    = "16.3"
  instance_class    = var.env == "production" ? "db.r6g.large" : "db.t4g.small"
  allocated_storage = 50
  username          = "triage"
  password          = var.db_password
  storage_encrypted = true
  skip_final_snapshot = var.env != "production"
}
