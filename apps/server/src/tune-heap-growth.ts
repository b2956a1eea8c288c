import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what was alive after its last full collection
 * before it collects again: 20 % (V8's own factor is up to 4, by how fast it collects). Under
 * load, objects still in flight at a scavenge are promoted and die in the old generation; with
 * V8's factor up to ~70 MB of that garbage piled up before the next full collection, and the
 * server's RSS on PostgreSQL stood at 217–233 MB after the bench's load, started at ~130
 * (decisions 0842, 0844). V8 reads this flag each time it sets the next limit, so setting it at
 * the start of main(), before the database opens, covers every way the compiled server is run
 * (npm start, the benches, the end-to-end servers) from one place. It caps nothing: a large PDF
 * or export still gets the memory it needs, collected sooner.
 */
export const HEAP_GROWING_PERCENT = 20;

export function tuneHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
