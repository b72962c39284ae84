// A child of the pictures bench: processes one JPEG (the path in argv) five times through the
// Node host's pipeline and prints each time and the peak RSS rise, as one JSON line. A process of
// its own, so that the peak it reads is the pipeline's, not the making of the photo.
import { readFileSync } from 'node:fs';
import { createSharpPictures } from '@/server/media/sharp-pictures';

const megabytes = (field: string) =>
  Number(/(\d+)/.exec(readFileSync('/proc/self/status', 'utf8').split(`${field}:`)[1] ?? '')?.[1]) /
  1024;

const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const pictures = createSharpPictures();
const baseline = megabytes('VmRSS');
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  await pictures.process(bytes, 'image/jpeg');
  times.push(performance.now() - started);
}
console.log(JSON.stringify({ times, rssRiseMb: megabytes('VmHWM') - baseline }));
