import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as constants from '../../src/rules/constants.js';
import * as errors from '../../src/rules/errors.js';
import * as faq from '../../src/rules/faq/search.js';
import * as path from '../../src/rules/path.js';
import * as setup from '../../src/rules/setup.js';
import * as turns from '../../src/rules/turns.js';
import * as victory from '../../src/rules/victory.js';
import { RulesError, describeValue } from '../../src/rules/errors.js';
import { RUNS } from './helpers.js';

describe('RulesError', () => {
  it('carries its name, code and message and is an Error', () => {
    const error = new RulesError('players', 'players must be a whole number from 2 to 5; got 7');
    expect(error.name).to.equal('RulesError');
    expect(error.code).to.equal('players');
    expect(error.message).to.equal('players must be a whole number from 2 to 5; got 7');
    expect(error).to.be.instanceOf(Error);
    expect(error).to.be.instanceOf(RulesError);
  });
});

describe('describeValue', () => {
  it('shows primitives as they are and strings quoted', () => {
    expect(describeValue(7)).to.equal('7');
    expect(describeValue(Number.NaN)).to.equal('NaN');
    expect(describeValue(null)).to.equal('null');
    expect(describeValue(undefined)).to.equal('undefined');
    expect(describeValue(true)).to.equal('true');
    expect(describeValue('seven')).to.equal('"seven"');
  });

  it('keeps long strings short and names objects and lists without reading them', () => {
    expect(describeValue('x'.repeat(100)).length).to.be.lessThan(50);
    expect(describeValue([1, 2])).to.equal('a list');
    expect(
      describeValue({
        toString: () => {
          throw new Error('no');
        },
      }),
    ).to.equal('an object');
    expect(describeValue(Symbol('s'))).to.equal('a symbol');
  });
});

describe('errorMessage', () => {
  it('gives text for any thrown value, even one that cannot be made text', () => {
    expect(errors.errorMessage(new Error('broke'))).to.equal('broke');
    expect(errors.errorMessage('plain')).to.equal('plain');
    expect(errors.errorMessage({ toString: false })).to.equal('an object');
    expect(errors.errorMessage(Object.create(null))).to.equal('an object');
    expect(errors.errorMessageIn({ toString: false }, 'en')).to.equal('an object');
  });
});

// Every function the rules modules export: the public entry's and the internal helpers beside them.
const rules: Record<string, unknown> = {
  ...constants,
  ...errors,
  ...setup,
  ...turns,
  ...path,
  ...victory,
  ...faq,
};

describe('every exported function', () => {
  const functions = Object.entries(rules).filter(
    (entry): entry is [string, (...args: unknown[]) => unknown] =>
      typeof entry[1] === 'function' && entry[1] !== RulesError,
  );

  it('is covered here (the list grows with the exports)', () => {
    expect(functions.map(([name]) => name)).to.include.members([
      'setupFor',
      'turnActions',
      'turnPlan',
      'parseLayout',
      'advance',
      'decide',
      'pathInfo',
      'checkVictory',
      'canClaimShield',
      'searchFaq',
      'requireState',
      'requirementAt',
      'normaliseWord',
    ]);
  });

  it('returns or throws a RulesError for any arguments, never another error (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...functions),
        fc.array(fc.anything(), { maxLength: 3 }),
        ([name, fn], args) => {
          try {
            fn(...args);
          } catch (error) {
            expect(
              error,
              `${name}(${args.map((arg) => describeValue(arg)).join(', ')})`,
            ).to.be.instanceOf(RulesError);
            expect((error as RulesError).code)
              .to.be.a('string')
              .and.not.equal('');
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
