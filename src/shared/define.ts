import { VERSION } from './version.js';

const versionKey = Symbol.for('defenders-rules-widgets.version');

type Versioned = CustomElementConstructor & { [versionKey]?: string };

/**
 * Registers an element once. Loading a bundle twice, or two bundles that share an element,
 * must not throw; a different version already registered earns one console warning.
 * Outside a browser (server rendering, Node tests) it does nothing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as Versioned | undefined;
  if (existing) {
    const existingVersion = existing[versionKey];
    if (existingVersion && existingVersion !== VERSION) {
      console.warn(
        `defenders-rules-widgets: <${tag}> is already registered by version ${existingVersion}; ` +
          `version ${VERSION} was loaded too and is not used. Load one version per page.`,
      );
    }
    return;
  }
  (element as Versioned)[versionKey] = VERSION;
  customElements.define(tag, element);
}
