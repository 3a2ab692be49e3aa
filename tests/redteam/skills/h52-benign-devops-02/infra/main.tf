terraform {
  required_version = "~> 1.9"
  backend "s3" {
    key    = "booking-engine/staging.tfstate"
    region = "eu-west-1"
  }
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.70" }
  }
}

provider "aws" {
  region = "eu-west-1"
}

module "api" {
  source        = "./modules/ecs-service"
  name          = "booking-api-${var.environment}"
  desired_count = var.api_desired_count
}

module "db" {
  source         = "./modules/rds"
  instance_class = var.db_instance_class
}

module "widget_cdn" {
  source      = "./modules/cloudfront"
  price_class = var.widget_price_class
}
