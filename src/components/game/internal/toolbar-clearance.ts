/**
 * How far a box lies under the game's sticky toolbar. Pure: the toolbar controller measures the
 * boxes and scrolls.
 */

/** Room left between the toolbar and the box it uncovers, so a focus ring shows whole (px). */
export const CLEARANCE_GAP = 8;

export interface VerticalBox {
  readonly top: number;
  readonly bottom: number;
}

/**
 * The distance to scroll back (px) so that `box` starts `CLEARANCE_GAP` below `toolbar`; 0 when
 * the toolbar covers no part of it (the box is below it, or wholly above it, off screen).
 */
export function toolbarClearance(toolbar: VerticalBox, box: VerticalBox): number {
  const covered = box.top < toolbar.bottom && box.bottom > toolbar.top;
  return covered ? Math.ceil(toolbar.bottom + CLEARANCE_GAP - box.top) : 0;
}
