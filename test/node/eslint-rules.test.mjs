// The project's own ESLint rule (eslint/private-names.mjs): what the bundles' minifier assumes
// about member names, caught where it is broken.
import { test } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { privateNames } from '../../eslint/private-names.mjs';

RuleTester.describe = (_name, run) => run();
RuleTester.it = (_name, run) => run();
RuleTester.itOnly = RuleTester.it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

test('a private member must start with "_", and a "_name" member must not be public', () => {
  tester.run('private-names', privateNames, {
    valid: [
      'class A { private _plan = 1; private _read(): void {} }',
      'class A { constructor(private readonly _host: object) {} }',
      'class A { #own = 1; protected willUpdate(): void {} players = 3; }',
      'class A { private get _url(): string { return ""; } }',
    ],
    invalid: [
      {
        code: 'class A { private plan = 1; }',
        errors: [{ messageId: 'unmarked', data: { name: 'plan' } }],
      },
      {
        code: 'class A { private scan(): void {} }',
        errors: [{ messageId: 'unmarked', data: { name: 'scan' } }],
      },
      {
        code: 'class A { constructor(private readonly host: object) {} }',
        errors: [{ messageId: 'unmarked', data: { name: 'host' } }],
      },
      {
        code: 'class A { public _shown = true; }',
        errors: [{ messageId: 'public', data: { name: '_shown' } }],
      },
    ],
  });
});
