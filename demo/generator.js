// The embed-code generator: a form, a live preview and the snippet, all from the package's
// own snippet builder (dist/embed/snippets.js), so what you copy is what the tests check.
// Paths are relative, so the site works from any folder of any static host. The page loads the
// bundles' German module (generator.html), so the preview can show German; the builder's own German
// is the package module's (imported below), so it is there before the builder first writes. Both
// register into the one registry every bundle and module reads (docs/languages.md).
import {
  ALL_IN_ONE_BUNDLE,
  EMBED_WIDGETS,
  WIDGET_OPTIONS,
  WIDGET_TITLES,
  bundleFor,
  gameChildren,
  persistKeyFrom,
  PARENT_LISTENER_SNIPPET,
  checkBaseAddress,
  checkOptions,
  embedPageUrl,
  iframeSnippet,
  localeModule,
  measuredHeight,
  MEASURED_COLUMNS,
  MEASURED_SCREENS,
  reactSnippet,
  scriptSnippet,
  tagFor,
} from '../dist/embed/snippets.js';
import { ACTION_NAMES, turnActions } from '../dist/rules.js';
import '../dist/locales/de.js';
// Written by scripts/site/downloads.mjs from the real files: gzip bytes per file of the package.
import { GZIP_BYTES } from './bundle-sizes.js';
// Written by scripts/site/downloads.mjs: the zip of the files to upload for "my own site".
import { SELF_HOST } from './self-host.js';

/**
 * The embed page's heights, measured on this site by scripts/embed-heights.mjs after it was built;
 * a site built without a browser has none, and the iframe code takes typical heights.
 */
async function loadHeights() {
  try {
    const response = await fetch(new URL('embed-heights.json', import.meta.url));
    const heights = response.ok ? await response.json() : null;
    return heights?.languages ? heights : undefined;
  } catch {
    return undefined;
  }
}
const HEIGHTS = await loadHeights();

const HINTS = {
  'setup-calculator': 'Pawn counts and the setup checklist for 2 to 5 players.',
  'turn-checklist': 'What a House Player or the Dark Arts Player may do on a turn, step by step.',
  'path-tracker': 'Follow the Dark Arts Marker, its events and Progress Tokens.',
  'victory-checker': 'Who has won, or what each side still needs.',
  faq: 'Searchable answers to the questions asked at the table.',
  game: 'Setup, turns, path and victory together, sharing one game.',
};

const form = document.getElementById('settings');
const $ = (id) => document.getElementById(id);
const widgetSelect = $('widget');
for (const widget of EMBED_WIDGETS) widgetSelect.append(new Option(WIDGET_TITLES[widget], widget));
const SITE_EMBED_URL = new URL('../dist/embed/', location.href).href;
$('embed-url').value = SITE_EMBED_URL;
$('listener').textContent = PARENT_LISTENER_SNIPPET;

// The download beside the address field: the zip, its size and its checksum.
{
  const link = Object.assign(document.createElement('a'), {
    href: new URL(`../${SELF_HOST.zip}`, location.href).href,
    textContent: 'Download the files to upload',
  });
  link.setAttribute('download', '');
  const checksum = Object.assign(document.createElement('code'), { textContent: SELF_HOST.sha256 });
  checksum.className = 'checksum';
  $('download-note').replaceChildren(
    link,
    ` (version ${SELF_HOST.version}, ${kilobytes(SELF_HOST.bytes)}, ${SELF_HOST.files.length} files in the folder ${SELF_HOST.folder}/). Upload that folder; its address is the one to give here. SHA-256: `,
    checksum,
  );
}

function fillActions() {
  const side = form.elements.side.value;
  const select = $('action');
  const previous = select.value;
  select.replaceChildren(new Option('None yet (the reader picks)', ''));
  for (const option of turnActions(side))
    select.append(new Option(ACTION_NAMES[option.id], option.id));
  select.value = [...select.options].some((option) => option.value === previous) ? previous : '';
}

/** Options set by a check box: its state is the option's value. */
const SWITCHES = ['final-hand', 'share', 'keep-awake', 'faq'];

/** The form's options for the chosen widget, as raw text, only those the widget takes. */
function rawOptions(widget) {
  const raw = {};
  for (const name of WIDGET_OPTIONS[widget]) {
    if (name === 'side') raw.side = form.elements.side.value;
    else if (SWITCHES.includes(name)) raw[name] = $(name).checked ? 'true' : 'false';
    else if (name === 'persist') {
      // On by default: a reload at the table keeps the game, under the post's own key.
      if ($('use-persist').checked) raw.persist = $('persist').value.trim();
    } else {
      const value = $(name).value.trim();
      if (value !== '') raw[name] = value;
    }
  }
  return raw;
}

function settings() {
  const widget = widgetSelect.value;
  const { options, problems } = checkOptions(widget, rawOptions(widget));
  const kind = form.elements.kind.value;
  // Your own site instead of a CDN: an address that does not check out is named, and not used.
  let base;
  if (kind === 'script' && $('cdn').value === 'self') {
    const checked = checkBaseAddress($('base').value);
    if (checked.ok) base = checked.value;
    else problems.push(checked.message);
  }
  return {
    widget,
    options,
    problems,
    theme: form.elements.theme.value,
    language: $('language').value,
    accent: $('use-accent').checked ? $('accent').value : null,
    kind,
    cdn: $('cdn').value === 'unpkg' ? 'unpkg' : 'jsdelivr',
    base,
    more: $('more').checked,
    embedUrl: $('embed-url').value.trim() || undefined,
  };
}

function showFields(widget, kind) {
  const taken = WIDGET_OPTIONS[widget];
  for (const field of form.querySelectorAll('[data-option]'))
    field.hidden = !taken.includes(field.dataset.option);
  $('no-options').hidden = taken.length > 0;
  $('widget-hint').textContent = HINTS[widget];
  for (const block of form.querySelectorAll('[data-kind]'))
    block.hidden = block.dataset.kind !== kind;
  $('listener-block').hidden = kind !== 'iframe';
  $('accent').disabled = !$('use-accent').checked;
  $('post-name').disabled = !$('use-persist').checked;
  $('persist').disabled = !$('use-persist').checked;
  $('base-field').hidden = $('cdn').value !== 'self';
}

/** The page behind the preview: light or dark, as the reader's blog may be. */
function showPage() {
  $('stage').dataset.page = document.querySelector('input[name="page"]:checked').value;
}

let previewKey = '';
function preview(current) {
  const stage = $('stage');
  stage.dataset.theme = current.theme;
  showPage();
  // The accent goes in through CSSOM, like the embed page does.
  if (current.accent) stage.style.setProperty('--defenders-accent', current.accent);
  else stage.style.removeProperty('--defenders-accent');

  const key = JSON.stringify([
    current.widget,
    current.options,
    current.kind,
    current.kind === 'iframe' ? [current.theme, current.accent] : 0,
    current.language,
  ]);
  if (key === previewKey) return;
  previewKey = key;
  if (current.kind === 'iframe') {
    const frame = document.createElement('iframe');
    frame.className = 'defenders-embed';
    frame.title = `${WIDGET_TITLES[current.widget]} (preview of the iframe)`;
    frame.src = embedPageUrl(current.widget, current.options, {
      embedUrl: SITE_EMBED_URL,
      theme: current.theme,
      accent: current.accent,
      language: current.language,
    });
    stage.replaceChildren(frame);
    return;
  }
  const element = document.createElement(tagFor(current.widget));
  if (current.language !== 'en') element.lang = current.language;
  for (const [name, value] of Object.entries(current.options))
    element.setAttribute(name, value === true ? '' : value);
  if (current.widget === 'game')
    for (const child of gameChildren(current.options))
      element.append(document.createElement(tagFor(child)));
  stage.replaceChildren(element);
}

function snippetFor(current) {
  const { widget, options, theme, accent, language } = current;
  if (current.kind === 'iframe')
    return iframeSnippet(widget, options, {
      embedUrl: current.embedUrl,
      theme,
      accent,
      language,
      heights: HEIGHTS,
    });
  if (current.kind === 'react') return reactSnippet(widget, options, { theme, accent, language });
  return scriptSnippet(widget, options, {
    theme,
    accent,
    language,
    cdn: current.cdn,
    base: current.base,
    singleBundle: bundleFor(widget, current.more) !== ALL_IN_ONE_BUNDLE,
  });
}

const STYLESHEET = 'dist/defenders-widgets.css';
/** The FAQ chunk of the all-in-one bundle, as measured when the site was built. */
const FAQ_CHUNK = Object.keys(GZIP_BYTES).find((file) =>
  file.startsWith('dist/cdn/chunks/faq-search-'),
);
const EMBED_PAGE_FILES = ['dist/embed/index.html', 'dist/embed/embed.js', 'dist/embed/embed.css'];

/** "14.2 KB" from bytes (1 KB = 1000 bytes, as size-limit and browsers' network panels count). */
function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function fileName(path) {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** What the written code makes a reader download, from the sizes measured when the site was built. */
function sizeNote(current) {
  if (current.kind === 'script') {
    const translation = localeModule(current.language);
    const bundle = bundleFor(current.widget, current.more);
    const files = [
      bundle,
      // The all-in-one bundle loads a FAQ's answers and search from a chunk beside it.
      ...(bundle === ALL_IN_ONE_BUNDLE && current.widget === 'faq' ? [FAQ_CHUNK] : []),
      ...(translation ? [translation] : []),
      STYLESHEET,
    ];
    const total = files.reduce((sum, file) => sum + GZIP_BYTES[file], 0);
    const parts = files
      .map((file) => `${fileName(file)} ${kilobytes(GZIP_BYTES[file])}`)
      .join(' + ');
    return { total, text: `Readers download ${kilobytes(total)} gzip: ${parts}.` };
  }
  if (current.kind === 'iframe') {
    const files = [
      ...EMBED_PAGE_FILES,
      ...(current.language === 'en' ? [] : [`dist/embed/locales/${current.language}.js`]),
    ];
    const total = files.reduce((sum, file) => sum + GZIP_BYTES[file], 0);
    return {
      total,
      text: `Each iframe loads the embed page: ${kilobytes(total)} gzip (page, script and styles).`,
    };
  }
  const total =
    GZIP_BYTES[`dist/cdn/${current.widget === 'game' ? 'defenders-widgets' : current.widget}.js`];
  return {
    total,
    text: `Your bundler adds about ${kilobytes(total)} gzip for this widget, Lit included (less when your app already uses Lit).`,
  };
}

/** "2,640" */
const pixels = (number) => Math.ceil(number).toLocaleString('en');

/** Where the iframe's height comes from: measured for these options, or a typical figure. */
function heightNote(current) {
  const measured = measuredHeight(current.widget, current.options, HEIGHTS, current.language);
  if (!measured)
    return HEIGHTS
      ? 'The height is typical for this widget: a path layout of your own was not measured. Add the listener below, or adjust the height.'
      : 'The height is typical for this widget: this copy of the site was built without measuring the embed page.';
  return (
    `The height is measured for these options on the embed page: ${pixels(measured.phone)} px in a ` +
    `${MEASURED_COLUMNS.phone} px column (a ${MEASURED_SCREENS.phone} px phone), ${pixels(measured.desktop)} px in a ` +
    `${MEASURED_COLUMNS.desktop} px column (a ${pixels(MEASURED_SCREENS.desktop)} px screen). The frame takes the taller; ` +
    'the listener below fits it to each reader.'
  );
}

function moreHint(current) {
  if (current.widget === 'game')
    return 'A game section holds several widgets, so the code loads the bundle of every widget.';
  return current.more
    ? 'The code loads the bundle of every widget: paste this script tag once, then any widget anywhere on the page.'
    : `The code loads only this widget (${fileName(bundleFor(current.widget))}). Tick the box if the page will hold other widgets too.`;
}

function update() {
  fillActions();
  const current = settings();
  showFields(current.widget, current.kind);
  const problems = $('problems');
  problems.replaceChildren(
    ...current.problems.map((problem) =>
      Object.assign(document.createElement('p'), { textContent: problem }),
    ),
  );
  problems.hidden = current.problems.length === 0;
  preview(current);
  $('snippet').textContent = snippetFor(current);
  const size = sizeNote(current);
  $('size').textContent = size.text;
  $('size').dataset.bytes = String(size.total);
  $('more').disabled = current.widget === 'game';
  $('more-hint').textContent = moreHint(current);
  $('height-note').textContent = current.kind === 'iframe' ? heightNote(current) : '';
  $('copy-status').textContent = '';
}

// The preview's iframe reports its height like it would on a host page.
addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'defenders-embed-height' || typeof data.height !== 'number') return;
  for (const frame of document.querySelectorAll('iframe.defenders-embed')) {
    if (frame.contentWindow === event.source)
      frame.style.height = `${Math.min(Math.max(data.height, 100), 5000)}px`;
  }
});

// A change made inside the preview (e.g. the player count) comes back into the form.
$('stage').addEventListener('defenders-change', (event) => {
  const players = event.detail?.players ?? event.detail?.state?.players;
  if (WIDGET_OPTIONS[widgetSelect.value].includes('players') && [2, 3, 4, 5].includes(players)) {
    $('players').value = String(players);
    $('snippet').textContent = snippetFor(settings());
  }
});

let statusTimer;
async function copy() {
  const text = $('snippet').textContent;
  let copied = false;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    // No clipboard permission (or an old browser): select the code so Ctrl+C / ⌘C works.
    const range = document.createRange();
    range.selectNodeContents($('snippet'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  }
  $('copy-status').textContent = copied
    ? 'Copied to the clipboard.'
    : 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
  $('copy').classList.toggle('done', copied);
  clearTimeout(statusTimer);
  statusTimer = setTimeout(() => {
    $('copy-status').textContent = '';
    $('copy').classList.remove('done');
  }, 4000);
}

// The storage key follows the post's name until the key is edited by hand.
let keyEdited = false;
$('post-name').addEventListener('input', () => {
  if (!keyEdited) $('persist').value = persistKeyFrom($('post-name').value) || 'defenders-game';
});
$('persist').addEventListener('input', () => {
  keyEdited = $('persist').value.trim() !== '';
});
for (const radio of document.querySelectorAll('input[name="page"]'))
  radio.addEventListener('change', showPage);
// A light or dark theme is for a page of that colour: the preview shows one (and can be switched).
for (const radio of form.querySelectorAll('input[name="theme"]'))
  radio.addEventListener('change', () => {
    const page = document.querySelector(`input[name="page"][value="${radio.value}"]`);
    if (page) page.checked = true;
  });

form.addEventListener('input', update);
form.addEventListener('change', update);
form.addEventListener('submit', (event) => event.preventDefault());
$('copy').addEventListener('click', copy);
update();
