// The installed app's icons (web/public/icons/), drawn from the brand mark (web/public/favicon.svg) with sharp:
// 192 and 512 px as the web manifest asks, and a maskable 512 px one whose mark keeps to the inner 80 % a launcher may
// crop to a circle. Run once after the mark changes; the PNGs are committed, so a build needs no image tools.
//   npx tsx scripts/build/appIcons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const webDir = path.join(import.meta.dirname, '..', '..', 'web');
const mark = readFileSync(path.join(webDir, 'public', 'favicon.svg'));
const outDir = path.join(webDir, 'public', 'icons');
const BRAND = '#0a7a8f';

async function drawMark(size: number): Promise<Buffer> {
  return sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

for (const size of [192, 512]) {
  await sharp(await drawMark(size))
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toFile(path.join(outDir, `icon-${size}.png`));
}
// Maskable: the brand colour to the edges, the mark at 80 % in the middle.
const inner = Math.round(512 * 0.8);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: await drawMark(inner), gravity: 'centre' }])
  .png({ palette: true, compressionLevel: 9, effort: 10 })
  .toFile(path.join(outDir, 'icon-maskable-512.png'));
console.log(`icons written to ${path.relative(process.cwd(), outDir)}`);
