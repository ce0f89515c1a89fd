/**
 * A small least-recently-used cache of rendered images, bounded by entries and by bytes: an image is a
 * pure function of its normalised parameters, and drawing one costs tens of milliseconds of CPU.
 */
export interface ImageCache {
  get(key: string): Uint8Array | undefined;
  set(key: string, image: Uint8Array): void;
  readonly size: number;
}

export function createImageCache({ maxEntries = 200, maxBytes = 32 * 1024 * 1024 } = {}): ImageCache {
  const images = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get(key) {
      const image = images.get(key);
      if (image) {
        // Most recently used last: the Map's order is the eviction order.
        images.delete(key);
        images.set(key, image);
      }
      return image;
    },
    set(key, image) {
      if (image.byteLength > maxBytes) return;
      const old = images.get(key);
      if (old) {
        images.delete(key);
        bytes -= old.byteLength;
      }
      images.set(key, image);
      bytes += image.byteLength;
      for (const [oldest, value] of images) {
        if (images.size <= maxEntries && bytes <= maxBytes) break;
        images.delete(oldest);
        bytes -= value.byteLength;
      }
    },
    get size() {
      return images.size;
    },
  };
}
