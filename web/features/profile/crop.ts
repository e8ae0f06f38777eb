/**
 * The avatar editor's geometry: a picture of `width`×`height` under a square viewport of `view` pixels, whose crop
 * circle sits `margin` pixels in from each edge (the spec's 20 px crop margin), so the picture around what is kept
 * still shows and the circle's edge can be seen against it.
 */
export interface CropView {
  width: number;
  height: number;
  view: number;
  /** from the viewport's edge to the crop circle's */
  margin: number;
  /** 1: the picture's shorter side just fills the viewport; up to MAX_ZOOM */
  zoom: number;
  /** where the picture's top-left corner sits, relative to the viewport's, in screen pixels (≤ margin) */
  offsetX: number;
  offsetY: number;
}

export const MAX_ZOOM = 4;
export const CROP_MARGIN = 20;

/** The crop square's side on screen: the viewport less its margins. */
export function cropSide(state: Pick<CropView, 'view' | 'margin'>): number {
  return state.view - 2 * state.margin;
}

export function scaleOf(state: Pick<CropView, 'width' | 'height' | 'view' | 'margin' | 'zoom'>): number {
  return (cropSide(state) / Math.min(state.width, state.height)) * state.zoom;
}

/** Keeps the picture covering the whole crop circle's square: no empty edge may be kept. */
export function clampOffsets(state: CropView): CropView {
  const scale = scaleOf(state);
  const far = state.view - state.margin;
  return {
    ...state,
    offsetX: Math.min(state.margin, Math.max(far - state.width * scale, state.offsetX)),
    offsetY: Math.min(state.margin, Math.max(far - state.height * scale, state.offsetY)),
  };
}

/** The picture centred at zoom 1, its shorter side just filling the crop circle. */
export function initialView(width: number, height: number, view: number, margin = CROP_MARGIN): CropView {
  const scale = (view - 2 * margin) / Math.min(width, height);
  return {
    width,
    height,
    view,
    margin,
    zoom: 1,
    offsetX: (view - width * scale) / 2,
    offsetY: (view - height * scale) / 2,
  };
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

/** The square inside the crop circle's margins, in the picture's own pixels (what the server keeps). */
export function cropOf(state: CropView): { x: number; y: number; size: number } {
  const scale = scaleOf(state);
  const size = Math.max(1, Math.min(Math.round(cropSide(state) / scale), Math.min(state.width, state.height)));
  const x = Math.max(0, Math.min(state.width - size, Math.round((state.margin - state.offsetX) / scale)));
  const y = Math.max(0, Math.min(state.height - size, Math.round((state.margin - state.offsetY) / scale)));
  return { x, y, size };
}
