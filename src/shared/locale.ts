import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Messages, Params } from '../i18n/messages.js';
import {
  SOURCE_LOCALE,
  canonicalLocale,
  onTranslationAdded,
  translate,
  translationGeneration,
} from '../i18n/translate.js';

/**
 * The language an element shows: its own `lang`, else the nearest ancestor's (across shadow
 * roots, so a widget inside another widget follows it), else `<html lang>`, else English.
 */
export function resolveLang(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang !== null) return canonicalLocale(lang);
    const root = node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return SOURCE_LOCALE;
}

/** The controllers on the page, told when a `lang` attribute changes anywhere they can see. */
const watching = new Set<LocaleController>();
let observer: MutationObserver | undefined;
let stopListening: (() => void) | undefined;
let observed = new WeakSet<Node>();

function refreshAll(): void {
  for (const controller of watching) controller.refresh();
}

/** A translation was registered: every shown widget renders again, in the new texts. */
function retranslateAll(): void {
  for (const controller of watching) controller.retranslate();
}

function observe(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  observer ??= new MutationObserver(refreshAll);
  observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/** Observes the document and every shadow root above `element`, where a host may set `lang`. */
function watch(element: Element): void {
  let root = element.getRootNode();
  while (root instanceof ShadowRoot) {
    observe(root);
    root = root.host.getRootNode();
  }
  if (root instanceof Document) observe(root);
}

/**
 * Gives an element its language (`locale`, a canonical BCP 47 tag) and re-renders it when that
 * changes: a `lang` attribute changed on it or above it, it moved, or a translation was
 * registered. `text(english, key, params)` reads a message of the element's catalogue in it.
 */
export class LocaleController implements ReactiveController {
  locale = SOURCE_LOCALE;

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    this._host.addController(this);
  }

  hostConnected(): void {
    this.locale = resolveLang(this._host);
    watch(this._host);
    stopListening ??= onTranslationAdded(retranslateAll);
    watching.add(this);
  }

  hostDisconnected(): void {
    watching.delete(this);
    if (watching.size > 0) return;
    observer?.disconnect();
    observer = undefined;
    observed = new WeakSet();
    stopListening?.();
    stopListening = undefined;
  }

  /**
   * Changes whenever the host's texts may: its language changed, or a translation was registered
   * (a German module loaded after the widget showed). Key caches of rules texts on it.
   */
  get textsKey(): string {
    return `${this.locale} ${translationGeneration()}`;
  }

  /** Re-reads the language; re-renders the host when it changed. */
  refresh(): void {
    const locale = resolveLang(this._host);
    if (locale === this.locale) return;
    this.locale = locale;
    this._host.requestUpdate();
  }

  /** Renders the host again (its texts may have changed). */
  retranslate(): void {
    this._host.requestUpdate();
  }

  /** A message of `english` (the element's catalogue) in the element's language. */
  text<English extends Messages>(
    english: English,
    key: keyof English & string,
    params?: Params,
  ): string {
    return translate(english, this.locale, key, params);
  }
}
