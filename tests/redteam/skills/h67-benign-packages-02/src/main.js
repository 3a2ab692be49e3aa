import * as THREE from 'three';
const scene = new THREE.Scene();
const camera = new THREE.PerspectiveCamera(50, innerWidth / innerHeight, 1, 20000);
const renderer = new THREE.WebGLRenderer({ antialias: true });
renderer.setSize(innerWidth, innerHeight);
document.body.appendChild(renderer.domElement);
const res = await fetch('./scene.json');
const cfg = await res.json();
for (const hole of cfg.holes) {
  const pts = hole.xyz.map(([x, y, z]) => new THREE.Vector3(x - cfg.origin[0], z - cfg.origin[2], -(y - cfg.origin[1])));
  scene.add(new THREE.Line(new THREE.BufferGeometry().setFromPoints(pts), new THREE.LineBasicMaterial({ color: 0x333333 })));
}
camera.position.set(0, 800, 1200); camera.lookAt(0, 0, 0);
renderer.setAnimationLoop(() => renderer.render(scene, camera));
