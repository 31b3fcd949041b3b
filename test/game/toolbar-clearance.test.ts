import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  CLEARANCE_GAP,
  toolbarClearance,
} from '../../src/components/game/internal/toolbar-clearance.js';
import { RUNS } from '../rules/helpers.js';

const TOOLBAR = { top: 0, bottom: 100 };

describe('how far a box lies under the sticky toolbar', () => {
  it('is nothing for a box below the toolbar or wholly above it', () => {
    expect(toolbarClearance(TOOLBAR, { top: 100, bottom: 140 })).to.equal(0);
    expect(toolbarClearance(TOOLBAR, { top: 300, bottom: 340 })).to.equal(0);
    expect(toolbarClearance(TOOLBAR, { top: -60, bottom: 0 })).to.equal(0);
  });

  it('brings a covered box to just below the toolbar', () => {
    expect(toolbarClearance(TOOLBAR, { top: 60, bottom: 104 })).to.equal(40 + CLEARANCE_GAP);
    expect(toolbarClearance(TOOLBAR, { top: -20, bottom: 24 })).to.equal(120 + CLEARANCE_GAP);
    expect(toolbarClearance({ top: -30, bottom: 70 }, { top: 69.5, bottom: 90 })).to.equal(
      Math.ceil(0.5 + CLEARANCE_GAP),
    );
  });

  it('leaves every covered box uncovered once scrolled back by it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        (top, height, boxTop, boxHeight) => {
          const toolbar = { top, bottom: top + height };
          const box = { top: boxTop, bottom: boxTop + boxHeight };
          const scroll = toolbarClearance(toolbar, box);
          expect(scroll).to.be.at.least(0);
          const moved = { top: box.top + scroll, bottom: box.bottom + scroll };
          if (scroll > 0) expect(moved.top).to.be.at.least(toolbar.bottom + CLEARANCE_GAP);
          expect(toolbarClearance(toolbar, moved)).to.equal(0);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
