import Mirador from "mirador";

export function mountViewer(el) {
  const manifestId = el.dataset.manifest;
  return Mirador.viewer({
    id: el.id,
    language: document.documentElement.lang || "en",
    windows: [{ manifestId, allowClose: false, thumbnailNavigationPosition: "far-bottom" }],
    workspaceControlPanel: { enabled: false },
  });
}
