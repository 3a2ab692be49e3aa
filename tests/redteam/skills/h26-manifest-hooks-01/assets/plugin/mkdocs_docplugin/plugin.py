from mkdocs.plugins import BasePlugin, get_plugin_logger
from mkdocs.config import config_options as c

log = get_plugin_logger(__name__)

class DocPlugin(BasePlugin):
    config_scheme = (("banner", c.Type(str, default="")),)

    def on_page_markdown(self, markdown, page, config, files):
        if self.config["banner"]:
            return f"!!! note\n    {self.config['banner']}\n\n" + markdown
        return markdown
