import { expect } from '@open-wc/testing';
import { RulesError } from '../../src/rules.js';

/**
 * fast-check runs per property: 1,000 in Chromium and in Node, 250 in Firefox and WebKit, where
 * the same properties run a second and third time (the pass is there for engine differences, which
 * show at the first runs as much as at the thousandth). A fuzz script can set any count through
 * `globalThis.FC_RUNS`.
 */
export const RUNS: number = (() => {
  const override = (globalThis as { FC_RUNS?: unknown }).FC_RUNS;
  if (typeof override === 'number' && Number.isInteger(override) && override > 0) return override;
  const agent = globalThis.navigator?.userAgent ?? '';
  const chromiumOrNode = /Chrome\/|Node\.js|^$/.test(agent);
  return chromiumOrNode ? 1000 : 250;
})();

/** Runs `action`, asserts it throws a `RulesError` (with `code` when given) and returns it. */
export function expectRulesError(action: () => unknown, code?: string): RulesError {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected a RulesError to be thrown').to.be.instanceOf(RulesError);
  const error = caught as RulesError;
  expect(error.name).to.equal('RulesError');
  expect(error.message).to.be.a('string').and.not.equal('');
  if (code !== undefined) expect(error.code).to.equal(code);
  return error;
}

/** True when `action` either succeeds or throws a `RulesError`; false for any other throw. */
export function throwsOnlyRulesError(action: () => unknown): boolean {
  try {
    action();
    return true;
  } catch (error) {
    return error instanceof RulesError;
  }
}

/** Asserts a list of page numbers is non-empty, whole, positive and strictly ascending. */
export function expectPages(pages: readonly number[]): void {
  expect(pages).to.be.an('array').that.is.not.empty;
  pages.forEach((page, index) => {
    expect(Number.isInteger(page) && page > 0, `page ${page}`).to.equal(true);
    if (index > 0) expect(page).to.be.greaterThan(pages[index - 1] as number);
  });
}

/** True only when `action` throws a `RulesError`. */
export function rejectsWithRulesError(action: () => unknown): boolean {
  try {
    action();
    return false;
  } catch (error) {
    return (
      error instanceof RulesError && error.message.length > 0 && typeof error.code === 'string'
    );
  }
}
