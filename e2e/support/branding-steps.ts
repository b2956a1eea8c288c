import type { Page } from '@playwright/test';

/** A 200 × 80 logo (product.md §9's recommended size): blue, with an orange block on the right. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAMgAAABQCAYAAABcbTqwAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAClklEQVR4nO3XMXUYQBDEUPfDIViC1BSCbmsHgws/ye9UDIE7/WI//vz999V+3xvc59rnz7/BB/3RLSAnxh6QX4qUDuceWUAEsQdkOISACKIOyPDgAyKINyDDww6IINKADA84IIIYjaPDuUfWkS6IPSDDIQREEHVAhgcfEEG8ARkedkAEkQZkeMABEcRoHB3OPbKOdEHsARkOISCCqAMyPPiACOINyPCwAyKINCDDAw6IIEbj6HDukXWkC2IPyHAIARFEHZDhwQdEEG9AhocdEEGkARkecEAEMRpHh3OPrCNdEHtAhkMIiCDqgAwPPiCCeAMyPOyACCINyPCAAyKI0Tg6nHtkHemC2AMyHEJABFEHZHjwARHEG5DhYQdEEGlAhgccEEGMxtHh3CPrSBfEHpDhEAIiiDogw4MPiCDegAwPOyCCSAMyPOCACGI0jg7nHllHuiD2gAyHEBBB1AEZHnxABPEGZHjYARFEGpDhAQdEEKNxdDj3yDrSBbEHZDiEgAiiDsjw4AMiiDcgw8MOiCDSgAwPOCCCGI2jw7lH1pEuiD0gwyEERBB1QIYHHxBBvAEZHnZABJEGZHjAARHEaBwdzj2yjnRB7AEZDiEggqgDMjz4gAjiDcjwsAMiiDQgwwMOiCBG4+hw7pF1pAtiD8hwCAERRB2Q4cEHRBBvQIaHHRBBpAEZHnBABDEaR4dzj6wjXRB7QIZDCIgg6oAMDz4ggngDMjzsgAgiDcjwgAMiiNE4Opx7ZB3pgtgDMhxCQARRB2R48AERxBuQ4WEHRBBpQIYHHBBBjMbR4dwj60gXxB6Q4RACIog6IMODD4gg3oAMDzsggkgDMjzggAhiNI4O5x5ZR7og9oAMhxAQQdQBGR78d/cfa+rkglpOpGQAAAAASUVORK5CYII=',
  'base64',
);

/** A signature: three strokes across the pad, with the mouse (pointer events). */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not laid out');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  const strokes = [
    [at(0.1, 0.7), at(0.2, 0.3), at(0.3, 0.7), at(0.4, 0.3)],
    [at(0.45, 0.6), at(0.6, 0.4), at(0.75, 0.6)],
    [at(0.8, 0.3), at(0.85, 0.7), at(0.9, 0.35)],
  ];
  for (const [first, ...rest] of strokes) {
    if (!first) continue;
    await page.mouse.move(...first);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}
