/** Connected blobs of a mask: the one labelling that the label finder and the label cut-out both stand on. */

/** A blob of set pixels, 8-connected (corner neighbours join): its box, its size and its pixels (mask indices). */
export interface MaskBlob {
  /** The blob's index in the list, which `owner` gives for each of its pixels. */
  id: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  pixels: number[];
}

/** The 8-connected blobs of a mask, in the order their first pixel comes row by row, and each pixel's blob id or -1. */
export function blobs8(mask: Uint8Array, width: number, height: number): { blobs: MaskBlob[]; owner: Int32Array } {
  const owner = new Int32Array(mask.length).fill(-1);
  const blobs: MaskBlob[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || owner[start]! >= 0) continue;
    const blob: MaskBlob = { id: blobs.length, x0: width, y0: height, x1: -1, y1: -1, area: 0, pixels: [start] };
    owner[start] = blob.id;
    const { pixels } = blob;
    for (let k = 0; k < pixels.length; k++) {
      const i = pixels[k]!;
      const x = i % width;
      const y = (i - x) / width;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && owner[j]! < 0) {
            owner[j] = blob.id;
            pixels.push(j);
          }
        }
      }
    }
    blob.area = pixels.length;
    blobs.push(blob);
  }
  return { blobs, owner };
}
