/**
 * The iframe embed page (dist/embed/index.html): renders one widget chosen by the query string,
 * for hosts that strip <script>. Every parameter is checked by `parseEmbedQuery`; the accent goes
 * in through CSSOM (`style.setProperty`), never through an attribute string, so the page keeps a
 * strict Content-Security-Policy (no inline script or style). The page posts its height to the
 * parent as `{ type: 'defenders-embed-height', height }` whenever it changes.
 * `lang=de` shows the page and the widget in German: the page loads its copy of the German module
 * (`locales/de.js`, beside it) first and sets `<html lang="de">`.
 */
import '../index.js';
import { translate } from '../i18n/translate.js';
import {
  attributeOptions,
  parseEmbedQuery,
  tagFor,
  widgetTitle,
  type SnippetLanguage,
} from './options.js';
import { gameChildren } from './snippets.js';
import { embedMessages } from './snippets.messages.js';

export const HEIGHT_MESSAGE = 'defenders-embed-height';

/** Registers `language`'s translation from the module beside this page. */
async function loadLanguage(language: SnippetLanguage): Promise<void> {
  try {
    await import(new URL(`locales/${language}.js`, import.meta.url).href);
  } catch (error) {
    console.warn(
      `defenders-rules-widgets embed: the "${language}" module could not be loaded (${String(error)}); showing English`,
    );
  }
}

function showProblems(problems: readonly string[], root: HTMLElement, locale: string): void {
  const box = document.createElement('div');
  box.className = 'embed-problems';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.textContent = translate(embedMessages, locale, 'embed.page.problems', {
    count: problems.length,
  });
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  box.append(heading, list);
  root.append(box);
}

function reportHeight(): void {
  let last = -1;
  const post = (): void => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    if (window.parent !== window) window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
  };
  new ResizeObserver(post).observe(document.documentElement);
  post();
}

async function main(): Promise<void> {
  const root = document.getElementById('embed') ?? document.body;
  // The console hears the problems in English, the reader sees them in the page's language.
  const request = parseEmbedQuery(location.search);
  const locale = request.language;
  const warnings = [...request.problems];
  // English stays synchronous, as the page always was; another language waits for its module.
  if (locale !== 'en') {
    await loadLanguage(locale);
    request.problems = parseEmbedQuery(location.search, { locale }).problems;
  }
  document.documentElement.lang = locale;
  root.replaceChildren();

  // The page's one top-level heading names it for screen readers; the widget's own heading shows.
  const heading = document.createElement('h1');
  heading.className = 'embed-title';
  heading.textContent = translate(embedMessages, locale, 'embed.page.heading');
  root.append(heading);

  const rootStyle = document.documentElement;
  rootStyle.dataset.theme = request.theme;
  if (request.accent) {
    if (CSS.supports('color', request.accent))
      rootStyle.style.setProperty('--defenders-accent', request.accent);
    else {
      const got = JSON.stringify(request.accent);
      const unknown = (tag: string) =>
        translate(embedMessages, tag, 'embed.problem.accent-unknown', { got });
      warnings.push(unknown('en'));
      request.problems.push(unknown(locale));
    }
  }

  if (request.problems.length > 0) {
    for (const problem of warnings) console.warn(`defenders-rules-widgets embed: ${problem}`);
    showProblems(request.problems, root, locale);
  }

  if (request.widget) {
    const widget = request.widget;
    document.title = translate(embedMessages, locale, 'embed.page.title', {
      widget: widgetTitle(widget, locale),
    });
    heading.textContent = document.title;
    const host = document.createElement(tagFor(widget));
    for (const name of attributeOptions(widget)) {
      const value = request.options[name];
      if (value !== undefined) host.setAttribute(name, value === true ? '' : value);
    }
    if (widget === 'game')
      for (const child of gameChildren(request.options))
        host.append(document.createElement(tagFor(child)));
    root.append(host);
  }
  reportHeight();
}

// Only on a real page: importing this bundle in a DOM-less runtime (server rendering, tests) does nothing.
if (typeof globalThis.document?.getElementById === 'function') void main();
