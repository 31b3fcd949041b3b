/**
 * The iframe embed page (dist/embed/index.html): renders one widget chosen by the query string,
 * for hosts that strip <script>. Every parameter is checked by `parseEmbedQuery`; the accent goes
 * in through CSSOM (`style.setProperty`), never through an attribute string, so the page keeps a
 * strict Content-Security-Policy (no inline script or style). The page posts its height to the
 * parent as `{ type: 'defenders-embed-height', height }` whenever it changes.
 */
import '../index.js';
import {
  GAME_CHILDREN,
  WIDGET_OPTIONS,
  WIDGET_TITLES,
  parseEmbedQuery,
  tagFor,
} from './snippets.js';

export const HEIGHT_MESSAGE = 'defenders-embed-height';

function showProblems(problems: readonly string[], root: HTMLElement): void {
  const box = document.createElement('div');
  box.className = 'embed-problems';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.textContent =
    problems.length === 1 ? 'This embed has a problem:' : 'This embed has some problems:';
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

function main(): void {
  const root = document.getElementById('embed') ?? document.body;
  root.replaceChildren();
  const request = parseEmbedQuery(location.search);

  // The page's one top-level heading names it for screen readers; the widget's own heading shows.
  const heading = document.createElement('h1');
  heading.className = 'embed-title';
  heading.textContent = 'Defenders of Hogwarts rules';
  root.append(heading);

  const rootStyle = document.documentElement;
  rootStyle.dataset.theme = request.theme;
  if (request.accent) {
    if (CSS.supports('color', request.accent))
      rootStyle.style.setProperty('--defenders-accent', request.accent);
    else
      request.problems.push(
        `accent "${request.accent}" is not a colour this browser knows; the default is used`,
      );
  }

  if (request.problems.length > 0) {
    for (const problem of request.problems)
      console.warn(`defenders-rules-widgets embed: ${problem}`);
    showProblems(request.problems, root);
  }

  if (request.widget) {
    const widget = request.widget;
    document.title = `${WIDGET_TITLES[widget]} · Defenders of Hogwarts rules`;
    heading.textContent = document.title;
    const host = document.createElement(tagFor(widget));
    for (const name of WIDGET_OPTIONS[widget]) {
      const value = request.options[name];
      if (value !== undefined) host.setAttribute(name, value === true ? '' : value);
    }
    if (widget === 'game')
      for (const child of GAME_CHILDREN) host.append(document.createElement(tagFor(child)));
    root.append(host);
  }
  reportHeight();
}

// Only on a real page: importing this bundle in a DOM-less runtime (server rendering, tests) does nothing.
if (typeof globalThis.document?.getElementById === 'function') main();
