// Makes the demo training programme's video, server/seed/assets/demo-program.webm (issue 18 item 8:
// "one small real video"). There is no ffmpeg here: Chromium draws a few seconds of animation on a
// canvas and records it with MediaRecorder (VP8 in WebM). Run once, commit the file (kept under
// 200 KB): node scripts/make-demo-video.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const OUT = join(import.meta.dirname, '../server/seed/assets/demo-program.webm');
const SECONDS = 4;

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (seconds: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    // A ball bouncing over three coloured cards: what a child follows with their eyes in attention training.
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      context.fillStyle = '#f5f8fa';
      context.fillRect(0, 0, 320, 180);
      ['#2d72d2', '#29a634', '#d1980b'].forEach((colour, i) => {
        context.fillStyle = colour;
        context.fillRect(30 + i * 95, 120, 70, 40);
      });
      const x = 160 + 120 * Math.sin(t * 1.6);
      const y = 100 - 70 * Math.abs(Math.sin(t * 3.2));
      context.fillStyle = '#cd4246';
      context.beginPath();
      context.arc(x, y, 14, 0, Math.PI * 2);
      context.fill();
      if (t < seconds) requestAnimationFrame(draw);
      else recorder.stop();
    };
    recorder.start(500);
    draw();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, SECONDS);
  const data = Buffer.from(base64, 'base64');
  if (data.length > 200 * 1024) throw new Error(`the video is ${data.length} bytes, over 200 KB`);
  writeFileSync(OUT, data);
  console.log(`wrote ${OUT} (${data.length} bytes)`);
} finally {
  await browser.close();
}
