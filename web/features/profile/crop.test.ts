import { describe, expect, it } from 'vitest';
import { CROP_MARGIN, clampOffsets, cropOf, initialView, zoomTo } from './crop';

describe('the avatar crop', () => {
  it('starts on the centred square of a landscape picture', () => {
    expect(cropOf(initialView(400, 200, 100))).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('zooms about the centre and keeps the picture covering the viewport', () => {
    const zoomed = zoomTo(initialView(400, 200, 100), 2);
    expect(cropOf(zoomed)).toEqual({ x: 150, y: 50, size: 100 });
    // Dragged far to the right: stops at the picture's left edge.
    expect(cropOf(clampOffsets({ ...zoomed, offsetX: 500 }))).toEqual({ x: 0, y: 50, size: 100 });
    // Dragged far down and left: stops at the bottom-right corner.
    expect(cropOf(clampOffsets({ ...zoomed, offsetX: -5000, offsetY: -5000 }))).toEqual({ x: 300, y: 100, size: 100 });
  });

  it('keeps the square inside a 20 px margin, the picture around it showing', () => {
    expect(CROP_MARGIN).toBe(20);
    // A 260 px viewport keeps the 220 px square 20 px in from each edge: a square picture fills that, not the viewport.
    const square = initialView(440, 440, 260);
    expect(square.offsetX).toBe(20);
    expect(cropOf(square)).toEqual({ x: 0, y: 0, size: 440 });
    // The picture may be dragged until its edge meets the circle's, no further.
    expect(clampOffsets({ ...square, offsetX: 60 }).offsetX).toBe(20);
    const zoomed = zoomTo(square, 2);
    expect(clampOffsets({ ...zoomed, offsetX: -1000 }).offsetX).toBe(240 - 440);
  });

  it('never zooms out past filling the viewport, nor in past the maximum', () => {
    expect(zoomTo(initialView(300, 300, 100), 0.2).zoom).toBe(1);
    expect(zoomTo(initialView(300, 300, 100), 9).zoom).toBe(4);
  });
});
