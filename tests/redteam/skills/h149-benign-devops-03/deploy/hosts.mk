PI_HOST=pier.local
PI_USER=astro
