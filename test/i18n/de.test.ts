import { expect } from '@open-wc/testing';
import { de } from '../../src/locales/de.js';
import { translate } from '../../src/i18n/translate.js';
import { englishMessages, formsOf } from '../helpers/catalogue.js';
import { SAME_IN_GERMAN } from './same-in-german.js';
import { nameMessages } from '../../src/rules/names.messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the German translation', () => {
  const english = englishMessages();
  const german = de as Record<string, unknown>;

  it('has exactly the keys of the English catalogues', () => {
    expect(Object.keys(german).sort()).to.deep.equal(Object.keys(english).sort());
  });

  it('differs from the English in every text but the ones listed as the same on purpose', () => {
    const same = Object.keys(english).filter(
      (key) => JSON.stringify(german[key]) === JSON.stringify(english[key]),
    );
    expect(same.filter((key) => !SAME_IN_GERMAN.has(key))).to.deep.equal([]);
    expect([...SAME_IN_GERMAN].filter((key) => !same.includes(key))).to.deep.equal([]);
  });

  it('uses the placeholders of the English in every form', () => {
    const wrong = Object.keys(english).filter((key) => {
      const wanted = new Set(formsOf(english[key]).flatMap(placeholders));
      return formsOf(german[key] as never).some((form) =>
        placeholders(form).some((name) => !wanted.has(name) && name !== 'count'),
      );
    });
    expect(wrong).to.deep.equal([]);
  });

  it('is registered by importing its module', () => {
    expect(translate(nameMessages, 'de-AT', 'zone.white')).to.equal('Weiß');
  });
});
