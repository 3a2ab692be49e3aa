import abcjs from "abcjs";
import "abcjs/abcjs-audio.css";

export async function mountPart(paperId, audioId, url) {
  const abc = await (await fetch(url)).text();
  const [visual] = abcjs.renderAbc(paperId, abc, { responsive: "resize", add_classes: true });
  if (!abcjs.synth.supportsAudio()) return visual;
  const controller = new abcjs.synth.SynthController();
  controller.load(`#${audioId}`, null, { displayPlay: true, displayProgress: true, displayWarp: true });
  await controller.setTune(visual, false, { chordsOff: true });
  return visual;
}
