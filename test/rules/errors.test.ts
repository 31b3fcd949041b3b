import { expect } from '@open-wc/testing';
import { RulesError, describeValue } from '../../src/rules/index.js';

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
    expect(describeValue({ toString: () => { throw new Error('no'); } })).to.equal('an object');
    expect(describeValue(Symbol('s'))).to.equal('a symbol');
  });
});
