// Shared pieces of the hardening tests: the element table, hostile values, and the checks run
// after every hostile input (base part present, no injected markup, no dangerous links).
import { expect } from '@open-wc/testing';
import { captureWarnings } from '../helpers/events.js';
import {
  ACTIONS,
  DEFAULT_LAYOUT,
  PLAYER_COUNTS,
  SIDES,
  ZONES,
  parseLayout,
  requireState,
  type PathLayout,
} from '../../src/rules.js';

/**
 * Every element of the public contract with the attributes API.md fixes. The tests add whatever
 * else the built `custom-elements.json` and the class's `observedAttributes` list, so a new public
 * attribute is fuzzed without editing this table.
 */
export const CONTRACT: Record<string, string[]> = {
  'defenders-setup-calculator': ['players'],
  'defenders-turn-checklist': ['side', 'action', 'final-hand'],
  'defenders-path-tracker': ['layout', 'position'],
  'defenders-victory-checker': [],
  'defenders-faq': ['query'],
  'defenders-rule-ref': ['pages', 'rulebook-url'],
  'defenders-game': ['players', 'rulebook-url', 'persist'],
};

export const TAGS = Object.keys(CONTRACT);

/** The global an injected payload would set if it ever ran. */
export const FLAG = '__defendersPwned';
const RUN = `window.${FLAG}=(window.${FLAG}||0)+1`;

export function injectedRuns(): number {
  return Number((window as unknown as Record<string, unknown>)[FLAG] ?? 0);
}

/** Attribute values a careless or hostile host page might set. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  ' \t\n\r ',
  '\u00a0',
  '0',
  '-0',
  '-1',
  '-3',
  '1.5',
  '2.0000001',
  '3.',
  '.3',
  '+3',
  ' 3 ',
  '3abc',
  '0x3',
  '1e1',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  String(Number.MAX_SAFE_INTEGER + 2),
  '9'.repeat(400),
  '\u0663', // Arabic-Indic digit three
  '\uff13', // full-width digit three
  'x'.repeat(10_000),
  'w'.repeat(10_000),
  'wwWwW oOoOo rRrRrr '.repeat(600),
  '1,'.repeat(5_000),
  '22,23,'.repeat(2_000),
  '1,1,1',
  '3,2,1',
  ',,,',
  '0,0',
  '-1,2',
  '1.5,2',
  '1e3,2',
  '99999999999999999999',
  '<b>bold</b>',
  `<img src=x onerror="${RUN}">`,
  `<script>${RUN}</script>`,
  `"><svg onload="${RUN}">`,
  `'><iframe srcdoc="<script>parent.${RUN}</script>">`,
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `vbscript:${RUN}`,
  '//evil.example/',
  'https://example.com/rules.pdf#page=<script>',
  '${7*7}',
  '{{constructor.constructor("return 1")()}}',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ud83dz\ude00',
  '\u0000',
  '\u202e\u2066',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '\u{1F9D9}\u200d\u2642\ufe0f',
  '\u{1F600}'.repeat(500),
  'house',
  'dark-arts',
  'DARK-ARTS',
  'learn',
  'Explore',
  'true',
  'false',
  'null',
  'undefined',
];

/** Every shadow root under `root`, nested ones included. */
export function shadowRoots(root: Element | Document | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const visit = (node: Element | Document | ShadowRoot): void => {
    for (const element of node.querySelectorAll('*')) {
      if (element.shadowRoot) {
        found.push(element.shadowRoot);
        visit(element.shadowRoot);
      }
    }
  };
  if (root instanceof Element && root.shadowRoot) {
    found.push(root.shadowRoot);
    visit(root.shadowRoot);
  }
  visit(root);
  return found;
}

/** Every element inside the shadow roots under `root`. */
export function shadowElements(root: Element | Document | ShadowRoot): Element[] {
  return shadowRoots(root).flatMap((shadow) => [...shadow.querySelectorAll('*')]);
}

/** Waits until `root` and every Lit element inside it (at any depth) has finished updating. */
export async function settle(root: Element, errors: unknown[]): Promise<void> {
  for (let pass = 0; pass < 4; pass += 1) {
    // A thenable, not `instanceof Promise`: an element in a frame answers with its realm's Promise.
    const pending = [root, ...shadowElements(root)]
      .map(
        (element) => (element as Partial<{ updateComplete: PromiseLike<boolean> }>).updateComplete,
      )
      .filter((promise): promise is PromiseLike<boolean> => typeof promise?.then === 'function');
    const done = await Promise.allSettled(pending);
    for (const result of done) if (result.status === 'rejected') errors.push(result.reason);
    if (done.every((result) => result.status === 'fulfilled' && result.value === true)) return;
  }
}

const DANGEROUS_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);

/**
 * The page-level checks after a hostile input: the base part renders, nothing from the input became
 * markup (no event-handler attributes, no scripts, no iframes), and no link or form can run script.
 */
export function expectSafe(element: Element, label: string): void {
  const shadow = element.shadowRoot;
  expect(shadow, `${label}: has a shadow root`).to.not.equal(null);
  expect(shadow!.querySelector('[part~="base"]'), `${label}: renders its base part`).to.not.equal(
    null,
  );
  for (const root of shadowRoots(element)) {
    expect(root.querySelector('a[href^="javascript:" i]'), `${label}: javascript: link`).to.equal(
      null,
    );
  }
  for (const node of shadowElements(element)) {
    const tag = node.localName;
    expect(['script', 'iframe', 'object', 'embed'], `${label}: rendered a <${tag}>`).to.not.include(
      tag,
    );
    for (const attribute of node.getAttributeNames()) {
      expect(
        attribute.startsWith('on'),
        `${label}: <${tag} ${attribute}> event-handler attribute`,
      ).to.equal(false);
    }
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
      const raw = node.getAttribute(name);
      if (raw === null) continue;
      let scheme: string;
      try {
        scheme = new URL(raw, document.baseURI).protocol;
      } catch {
        continue; // an unparsable URL cannot be followed
      }
      // data: is harmless as an image source but not as a link or form target.
      const dangerous =
        DANGEROUS_SCHEMES.has(scheme) && !(scheme === 'data:' && name === 'src' && tag === 'img');
      expect(dangerous, `${label}: <${tag} ${name}="${raw.slice(0, 60)}">`).to.equal(false);
    }
  }
}

function layoutOf(text: unknown): PathLayout | undefined {
  try {
    return typeof text === 'string' ? parseLayout(text) : undefined;
  } catch {
    return undefined;
  }
}

type Model = Record<string, unknown>;

/** What "the model is still valid" means for each element (API.md's read-only properties). */
export const MODEL_CHECKS: Record<string, (element: Model, label: string) => void> = {
  'defenders-setup-calculator': (element, label) => {
    const plan = element.plan as Model;
    expect(plan, `${label}: plan`).to.be.an('object');
    expect(PLAYER_COUNTS as readonly unknown[], `${label}: plan.players`).to.include(plan.players);
    expect(plan.steps, `${label}: plan.steps`).to.be.an('array').that.is.not.empty;
  },
  'defenders-turn-checklist': (element, label) => {
    const plan = element.plan as Model | null;
    if (plan === null) return;
    expect(plan, `${label}: plan`).to.be.an('object');
    expect(SIDES as readonly unknown[], `${label}: plan.side`).to.include(plan.side);
    expect(ACTIONS as readonly unknown[], `${label}: plan.action`).to.include(plan.action);
    expect(plan.steps, `${label}: plan.steps`).to.be.an('array').that.is.not.empty;
  },
  'defenders-path-tracker': (element, label) => {
    // The state must be a legal state of the layout in use: the host's if it parses, else the default.
    const layouts = [layoutOf(element.layout), layoutOf(DEFAULT_LAYOUT)].filter(
      (layout) => layout !== undefined,
    );
    const legal = layouts.some((layout) => {
      try {
        requireState(layout, element.state);
        return true;
      } catch {
        return false;
      }
    });
    expect(
      legal,
      `${label}: state ${JSON.stringify(element.state)} is legal for the layout`,
    ).to.equal(true);
    const info = element.info as Model;
    expect(ZONES as readonly unknown[], `${label}: info.zone`).to.include(info?.zone);
  },
  'defenders-victory-checker': (element, label) => {
    const verdict = element.verdict as Model;
    expect(['house', 'dark-arts', 'draw', 'none'], `${label}: verdict.outcome`).to.include(
      verdict?.outcome,
    );
    expect(verdict.reasons, `${label}: verdict.reasons`).to.be.an('array');
  },
  'defenders-faq': (element, label) => {
    const results = element.results as Model[];
    expect(results, `${label}: results`).to.be.an('array');
    for (const entry of results) {
      expect(entry.id, `${label}: result id`).to.be.a('string');
      expect(entry.question, `${label}: result question`).to.be.a('string');
      expect(entry.answer, `${label}: result answer`).to.be.a('string');
      expect(entry.pages, `${label}: result pages`).to.be.an('array');
    }
  },
};

/** A short printable form of a hostile value for failure messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    const escaped = JSON.stringify(
      value.length > 60 ? `${value.slice(0, 60)}…(${value.length} chars)` : value,
    );
    return escaped;
  }
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json.length > 80 ? `${json.slice(0, 80)}…` : json;
  } catch {
    // circular
  }
  return String(Object.prototype.toString.call(value));
}

/** Collects window errors and unhandled rejections while installed. */
export class ErrorTrap {
  readonly errors: unknown[] = [];
  private readonly onError = (event: ErrorEvent): void => {
    this.errors.push(event.error ?? event.message);
  };
  private readonly onRejection = (event: PromiseRejectionEvent): void => {
    this.errors.push(event.reason);
  };

  install(): void {
    this.errors.length = 0;
    window.addEventListener('error', this.onError);
    window.addEventListener('unhandledrejection', this.onRejection);
  }

  remove(): void {
    window.removeEventListener('error', this.onError);
    window.removeEventListener('unhandledrejection', this.onRejection);
  }
}

/** Records console.warn while installed (captureWarnings), so the fuzz does not flood the log. */
export class WarnCounter {
  private capture: ReturnType<typeof captureWarnings> | undefined;

  get messages(): string[] {
    return (this.capture?.calls ?? []).map((args) => args.map(String).join(' '));
  }

  install(): void {
    this.capture?.restore();
    this.capture = captureWarnings();
  }

  remove(): void {
    this.capture?.restore();
  }
}

/** The attributes to fuzz for `tag`: the contract's, the manifest's and the class's observed ones. */
export function attributesFor(tag: string, manifest: Map<string, Set<string>>): string[] {
  const names = new Set(CONTRACT[tag] ?? []);
  for (const name of manifest.get(tag) ?? []) names.add(name);
  const observed = (customElements.get(tag) as { observedAttributes?: string[] } | undefined)
    ?.observedAttributes;
  for (const name of observed ?? []) names.add(name);
  return [...names].sort();
}

interface ManifestDeclaration {
  tagName?: string;
  attributes?: { name: string }[];
  members?: {
    kind: string;
    name: string;
    static?: boolean;
    privacy?: string;
    readonly?: boolean;
  }[];
}

/** The built `custom-elements.json` (absent before the first build: an empty list then). */
export async function loadManifest(): Promise<ManifestDeclaration[]> {
  try {
    const response = await fetch('/custom-elements.json');
    if (!response.ok) return [];
    const manifest = (await response.json()) as {
      modules?: { declarations?: ManifestDeclaration[] }[];
    };
    return (manifest.modules ?? [])
      .flatMap((module) => module.declarations ?? [])
      .filter((d) => d.tagName);
  } catch {
    return [];
  }
}

export function manifestAttributes(declarations: ManifestDeclaration[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const declaration of declarations) {
    const names = map.get(declaration.tagName!) ?? new Set<string>();
    for (const attribute of declaration.attributes ?? []) names.add(attribute.name);
    map.set(declaration.tagName!, names);
  }
  return map;
}
