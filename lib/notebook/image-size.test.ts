import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

describe('imageSize', () => {
  it('reads a PNG header', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZkDkAMJoF+6Pm1HsAAAAASUVORK5CYII=',
      'base64',
    );
    expect(imageSize(png)).toEqual({ width: 3, height: 2 });
  });

  it('reads a JPEG start-of-frame segment after other segments', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x40, 0x02, 0x80,
      0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 320 });
  });

  it('answers null for other bytes', () => {
    expect(imageSize(Buffer.from('GIF89a........'))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
  });
});
