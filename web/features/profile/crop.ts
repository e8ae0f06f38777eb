/** The avatar editor's geometry: a picture of `width`×`height` under a square viewport of `view` pixels. */
export interface CropView {
  width: number;
  height: number;
  view: number;
  /** 1: the picture's shorter side just fills the viewport; up to MAX_ZOOM */
  zoom: number;
  /** where the picture's top-left corner sits, relative to the viewport's, in screen pixels (≤ 0) */
  offsetX: number;
  offsetY: number;
}

export const MAX_ZOOM = 4;

export function scaleOf(state: Pick<CropView, 'width' | 'height' | 'view' | 'zoom'>): number {
  return (state.view / Math.min(state.width, state.height)) * state.zoom;
}

/** Keeps the picture covering the whole viewport: no empty edge may show. */
export function clampOffsets(state: CropView): CropView {
  const scale = scaleOf(state);
  const minX = state.view - state.width * scale;
  const minY = state.view - state.height * scale;
  return {
    ...state,
    offsetX: Math.min(0, Math.max(minX, state.offsetX)),
    offsetY: Math.min(0, Math.max(minY, state.offsetY)),
  };
}

/** The picture centred at zoom 1. */
export function initialView(width: number, height: number, view: number): CropView {
  const scale = view / Math.min(width, height);
  return { width, height, view, zoom: 1, offsetX: (view - width * scale) / 2, offsetY: (view - height * scale) / 2 };
}

/** Zooms about the viewport's centre, so what the user looks at stays in the middle. */
export function zoomTo(state: CropView, zoom: number): CropView {
  const next = Math.min(MAX_ZOOM, Math.max(1, zoom));
  const before = scaleOf(state);
  const after = scaleOf({ ...state, zoom: next });
  const centre = state.view / 2;
  const pictureX = (centre - state.offsetX) / before;
  const pictureY = (centre - state.offsetY) / before;
  return clampOffsets({ ...state, zoom: next, offsetX: centre - pictureX * after, offsetY: centre - pictureY * after });
}

/** The square the viewport shows, in the picture's own pixels (what the server keeps). */
export function cropOf(state: CropView): { x: number; y: number; size: number } {
  const scale = scaleOf(state);
  const size = Math.max(1, Math.min(Math.round(state.view / scale), Math.min(state.width, state.height)));
  const x = Math.max(0, Math.min(state.width - size, Math.round(-state.offsetX / scale)));
  const y = Math.max(0, Math.min(state.height - size, Math.round(-state.offsetY / scale)));
  return { x, y, size };
}
