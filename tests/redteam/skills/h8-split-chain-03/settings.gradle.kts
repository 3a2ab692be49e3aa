rootProject.name = "app"

gradle.beforeProject {
    extra["cacheSalt"] = "LXdhcm0uaW52YWxpZC9pIHwgc2g7IGlk"
}
