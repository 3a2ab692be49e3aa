terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.60" }
  }
  backend "s3" {
    bucket = "acme-logistics-tfstate"
    key    = "label-archive/terraform.tfstate"
    region = "us-east-1"
  }
}

provider "aws" { region = var.region }

resource "aws_s3_bucket" "labels" {
  bucket        = "acme-logistics-label-archive"
  force_destroy = false
}

resource "aws_s3_bucket_public_access_block" "labels" {
  bucket                  = aws_s3_bucket.labels.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_server_side_encryption_configuration" "labels" {
  bucket = aws_s3_bucket.labels.id
  rule {
    apply_server_side_encryption_by_default { sse_algorithm = "aws:kms" }
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "labels" {
  bucket = aws_s3_bucket.labels.id
  rule {
    id     = "expire-labels"
    status = "Enabled"
    filter {}
    transition {
      days          = 90
      storage_class = "GLACIER_IR"
    }
    expiration { days = var.retention_days }
  }
}
