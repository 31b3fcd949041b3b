// Two real tabs of one saved game (two pages of one browser, not frames: each may keep its own copy
// of localStorage), changing it alternately with no wait between them, in Chromium, Firefox and
// WebKit, each round ending with an Undo made at once after the last change. A third tab then
// opens the game: every change of both tabs is in it but the one Undo took back, as it is in the
// stored copy a page shows first and in both tabs. Needs the CDN bundle (`npm run build`);
// `ENGINES=firefox` (or a comma-separated list) runs fewer engines, `TABS_SEED` replays a run
// (each engine's seed is printed before it starts). A round not done after `TABS_ROUND_MS` fails
// with how far each tab got; the summary line gives the slowest change and hand-off seen.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer';
import {
  ENGINES,
  findFirefox,
  findMiniBrowser,
  findWebKitDriver,
  selectedEngines,
} from '../../scripts/test/engines.mjs';
import { freePort } from '../../scripts/test/free-port.mjs';
import {
  MINIBROWSER_ENV,
  start,
  startXvfb,
  stop,
  waitForDriver,
} from '../../scripts/test/wtr-webkit.mjs';
import { chromiumOptions } from './helpers.mjs';

/** The bundle the pages load (`TABS_BUNDLE` names another, e.g. one built from older code). */
const BUNDLE = process.env.TABS_BUNDLE ?? 'dist/cdn/defenders-widgets.js';
/** Rounds per engine, each a new saved game with every change of the pool made once. */
const ROUNDS = Number(process.env.TABS_ROUNDS ?? 19);
const STORAGE_PREFIX = 'defenders-rules-widgets:';
/**
 * How long a round may take before the test reports it stalled, below WebDriver's 30-second
 * script timeout so that the report can say how far each tab got (a round takes about 3 s).
 */
const ROUND_MS = Number(process.env.TABS_ROUND_MS ?? 25000);
/** How long the views may take to agree after a round (under a second on a quiet machine). */
const SETTLE_MS = 10000;

/** The game and its four widgets, saved under `key`. */
const gameMarkup = (key) => `<defenders-game persist="${key}">
<defenders-setup-calculator></defenders-setup-calculator>
<defenders-turn-checklist></defenders-turn-checklist>
<defenders-path-tracker></defenders-path-tracker>
<defenders-victory-checker></defenders-victory-checker>
</defenders-game>`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tab</title>
<script type="module" src="/defenders-widgets.js"></script></head>
<body></body></html>`;

/**
 * The changes a round makes, each once, in a random order and from a random tab: each one sets
 * a part of the game no other change of the round sets, so the record after the round holds all.
 */
const CHANGES = [
  'players',
  'tick-1',
  'tick-2',
  'tick-3',
  'tick-4',
  'tick-5',
  'tick-6',
  'turn-side',
  'path-move',
  'final-hand',
  'out-of-cards',
];

/**
 * Runs in a tab: makes `change` as a player does (a click in the widget, or on the game's Undo),
 * and resolves once every widget has rendered it.
 */
async function makeChange(change) {
  const root = (tag) => document.querySelector(tag).shadowRoot;
  const settled = async () => {
    for (const element of document.querySelectorAll('defenders-game, defenders-game > *'))
      await element.updateComplete;
  };
  const click = (control) => {
    if (!control) throw new Error(`no control for ${change}`);
    control.click();
  };
  if (change === 'undo') {
    click(root('defenders-game').querySelector('[part="undo"]'));
  } else if (change === 'players') {
    click(root('defenders-setup-calculator').querySelector('input[name="players"][value="3"]'));
  } else if (change.startsWith('tick-')) {
    const boxes = root('defenders-setup-calculator').querySelectorAll('input[type="checkbox"]');
    click(boxes[Number(change.slice(5)) - 1]);
  } else if (change === 'turn-side') {
    click(root('defenders-turn-checklist').querySelector('input[name="side"][value="dark-arts"]'));
  } else if (change === 'path-move') {
    const tracker = root('defenders-path-tracker');
    click(
      [...tracker.querySelectorAll('button')].find((b) => /^Advance/.test(b.textContent.trim())),
    );
    await settled();
    const dialog = tracker.querySelector('dialog[open], [role="dialog"]');
    click(
      [...(dialog ?? tracker).querySelectorAll('button')].find((b) =>
        /replenish/i.test(b.textContent),
      ),
    );
  } else {
    click(root('defenders-victory-checker').querySelector(`input[name="${change}"]`));
  }
  await settled();
}

/**
 * Runs in a tab: puts a new game saved under `key` on the page (as a new page of the site would,
 * without reloading the tab), and takes part in the round: the changes of `plan` that are this
 * tab's (`me`) are made here, each as soon as the other tab says over a BroadcastChannel that it
 * made the one before. `beginRound` makes the first; `roundDone` resolves after the last (with
 * the reason when a change could not be made).
 */
async function joinRound({ markup, key, me, plan, changeSource, storagePrefix }) {
  const makeChange = (0, eval)(`(${changeSource})`);
  await customElements.whenDefined('defenders-game');
  document.body.innerHTML = markup;
  for (const element of document.querySelectorAll('defenders-game, defenders-game > *'))
    await element.updateComplete;
  // The test's own channel for handing the turn on. WebKit can drop a message posted while the
  // other tab's channel of the same name is still being registered (seen once in a few thousand
  // rounds: a hand-off never arrived while the game's own channel carried the save), so a hand-off
  // with no answer after `RESEND_MS` is sent again, and a tab takes each hand-off once.
  globalThis.stopHandOffs?.();
  globalThis.handOffChannel?.close();
  const channel = (globalThis.handOffChannel = new BroadcastChannel(key));
  const RESEND_MS = 1000;
  let resend;
  globalThis.stopHandOffs = () => clearInterval(resend);
  // What this tab did, for the report of a round that stalls: the index of the change it last
  // began and finished, the last index the other tab sent, how many stored records the game's
  // channel carried (both tabs': a count that keeps rising means they keep re-saving each other's),
  // and how long ago any of these last moved.
  const trace = {
    began: -1,
    made: -1,
    received: -1,
    gameMessages: 0,
    at: Date.now(),
    slowestChange: 0,
    slowestHandOff: 0,
    hiddenChanges: 0,
    resent: 0,
  };
  globalThis.roundTrace = () => {
    const { at, ...now } = trace;
    return { ...now, idle: Date.now() - at };
  };
  globalThis.gameChannel?.close();
  globalThis.gameChannel = new BroadcastChannel(`${storagePrefix}${key}`);
  globalThis.gameChannel.onmessage = () => {
    trace.gameMessages++;
    trace.at = Date.now();
  };
  globalThis.roundDone = new Promise((resolve) => {
    const end = (reason) => {
      clearInterval(resend);
      resolve(reason);
    };
    const act = async (index) => {
      trace.began = index;
      const began = (trace.at = Date.now());
      if (document.hidden) trace.hiddenChanges++;
      try {
        await makeChange(plan[index].change);
      } catch (error) {
        end(`${plan[index].change}: ${error}`);
        return;
      }
      trace.made = index;
      trace.at = Date.now();
      trace.slowestChange = Math.max(trace.slowestChange, trace.at - began);
      const handOff = { index: index + 1, sent: trace.at };
      channel.postMessage(handOff);
      if (handOff.index === plan.length) return end(null);
      clearInterval(resend);
      resend = setInterval(() => {
        // Answered (the other tab handed the next change back), or moved on since: not again.
        if (trace.received > handOff.index || Date.now() - trace.at < RESEND_MS) return;
        trace.resent++;
        channel.postMessage({ ...handOff, sent: Date.now() });
      }, RESEND_MS);
    };
    channel.onmessage = ({ data: { index, sent } }) => {
      if (index <= trace.received) return;
      trace.received = index;
      trace.at = Date.now();
      trace.slowestHandOff = Math.max(trace.slowestHandOff, trace.at - sent);
      if (index === plan.length) end(null);
      else if (plan[index].tab === me) void act(index);
    };
    globalThis.beginRound = () => act(0);
  });
}

/**
 * Runs in a tab: the end of the round (`null`, or why a change could not be made), or, when it
 * has not ended after `ms`, `{ stalled }` with this tab's trace.
 */
function roundEnd(ms) {
  const late = new Promise((resolve) => setTimeout(resolve, ms, 'late'));
  return Promise.race([globalThis.roundDone, late]).then((end) =>
    end === 'late' ? { stalled: globalThis.roundTrace() } : end,
  );
}

/**
 * Runs in a tab: the changes of `made` that the game saved under `storageKey` lacks, as this tab shows it (in a
 * new game element when `markup` is given) and as the copy in `localStorage` holds it, once both
 * lack exactly one (the change Undo took back) or `settleMs` have passed.
 */
async function missingShown({ storageKey, made, missingSource, markup, settleMs }) {
  const missing = (0, eval)(`(${missingSource})`);
  await customElements.whenDefined('defenders-game');
  if (markup) document.body.innerHTML = markup;
  const game = document.querySelector('defenders-game');
  await game.updateComplete;
  const read = () => {
    const { path, ...rest } = game.state;
    return {
      shown: missing({ ...rest, path: { moves: path.history } }, made),
      copy: missing(localStorage.getItem(storageKey), made),
    };
  };
  // A busy machine can take seconds to carry the last save to every tab; a view that is still
  // wrong after `SETTLE_MS` is reported.
  const until = Date.now() + settleMs;
  while (Date.now() < until) {
    const { shown, copy } = read();
    if (shown.length === 1 && copy.length === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...read(), trace: globalThis.roundTrace?.() };
}

/** The changes of `CHANGES` that `record` (the stored JSON, or a game's state) does not hold. */
function missingFrom(record, made) {
  const game = typeof record === 'string' ? JSON.parse(record) : (record ?? {});
  const ticks = game.setupTicks ?? [];
  const holds = {
    players: game.players === 3,
    'turn-side': game.turn?.side === 'dark-arts',
    'path-move': (game.path?.moves ?? []).length === 1,
    'final-hand': game.victory?.form?.finalHand === true,
    'out-of-cards': game.victory?.form?.everyoneOutOfCards === true,
  };
  const ticksMade = made.filter((change) => change.startsWith('tick-'));
  // Which box a tick was does not matter: the record holds as many ticks as were made.
  const ticksLost = ticksMade.slice(0, Math.max(0, ticksMade.length - ticks.length));
  return [...made.filter((change) => !change.startsWith('tick-') && !holds[change]), ...ticksLost];
}

// --- The three engines, each behind the same small driver: open a tab, run a function in it. ---

const call = (fn, arg = null) => `(${fn})(${JSON.stringify(arg)})`;

/** A driver over Playwright's or Puppeteer's pages, which open, go and evaluate alike. */
function pagesDriver(newPage, quit) {
  return {
    open: async (url) => {
      const tab = await newPage();
      await tab.goto(url);
      return tab;
    },
    run: (tab, fn, arg) => tab.evaluate(call(fn, arg)),
    quit,
  };
}

async function chromiumDriver() {
  const browser = await chromium.launch(chromiumOptions());
  const context = await browser.newContext();
  return pagesDriver(
    () => context.newPage(),
    () => browser.close(),
  );
}

async function firefoxDriver() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
  });
  return pagesDriver(
    () => browser.newPage(),
    () => browser.close(),
  );
}

/** WebKitGTK's MiniBrowser over classic WebDriver: a new tab is a new window handle. */
async function webkitDriver() {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const server = start(findWebKitDriver(), [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display, ...MINIBROWSER_ENV },
  });
  await waitForDriver(port, server);
  const send = async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${path}: ${value?.message ?? response.status}`);
    return value;
  };
  const { sessionId } = await send('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
      },
    },
  });
  const session = `/session/${sessionId}`;
  let first = await send('GET', `${session}/window`);
  let current = first;
  const focus = async (tab) => {
    if (tab === current) return;
    await send('POST', `${session}/window`, { handle: tab });
    current = tab;
  };
  return {
    open: async (url) => {
      let tab = first;
      if (tab) first = undefined;
      else tab = (await send('POST', `${session}/window/new`, { type: 'tab' })).handle;
      await focus(tab);
      await send('POST', `${session}/url`, { url });
      return tab;
    },
    run: async (tab, fn, arg) => {
      await focus(tab);
      return send('POST', `${session}/execute/async`, {
        script: `const done = arguments[0]; Promise.resolve(${call(fn, arg)}).then(done, (error) => done({ failed: String(error) }));`,
        args: [],
      });
    },
    quit: async () => {
      await send('DELETE', session).catch(() => {});
      await stop(server);
      await stop(xvfb);
    },
  };
}

const DRIVERS = { chromium: chromiumDriver, firefox: firefoxDriver, webkit: webkitDriver };

/** A seeded random source, so that a failing order can be run again (the seed is printed). */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

let server;
let origin;

before(async () => {
  assert.ok(existsSync(BUNDLE), `${BUNDLE} is built (npm run build)`);
  const bundle = readFileSync(BUNDLE);
  server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/defenders-widgets.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(bundle);
    } else if (url.pathname === '/') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(PAGE);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}/`;
});

after(() => server?.close());

describe('<defenders-game> in two tabs changed alternately', () => {
  for (const engine of selectedEngines()) {
    const missing = ENGINES[engine].missing();
    test(
      `${ENGINES[engine].label}: a fresh tab finds every change both tabs made and Undo took back one of the last two, at least 200 alternations`,
      {
        skip: missing.length > 0 && `not installed: ${missing.join(', ')}`,
      },
      async () => {
        const seed = Number(process.env.TABS_SEED ?? Date.now() % 1e9);
        // Printed first, so that a run that fails (or hangs) can be replayed.
        console.log(`${ENGINES[engine].label}: TABS_SEED=${seed}`);
        const random = randomFrom(seed);
        const driver = await DRIVERS[engine]();
        let alternations = 0;
        let changes = 0;
        let lostChanges = 0;
        let mostSaves = 0;
        let slowestChange = 0;
        let slowestHandOff = 0;
        let hiddenChanges = 0;
        let resent = 0;
        const wrong = [];
        try {
          // Two tabs of the game page, and a third that opens each round's game once it is played:
          // opening a tab costs seconds on a busy machine, so the tabs stay and the games change.
          const tabs = [await driver.open(origin), await driver.open(origin)];
          const fresh = await driver.open(origin);
          for (let round = 0; round < ROUNDS; round++) {
            const key = `tabs-${seed}-${round}`;
            const first = Math.floor(random() * 2);
            const made = shuffled(CHANGES, random);
            // After the last change, the other tab's Undo at once, before it may have heard of it.
            const plan = [...made, 'undo'].map((change, index) => ({
              change,
              tab: (first + index) % 2,
            }));
            const markup = gameMarkup(key);
            const changeSource = String(makeChange);
            for (const me of [0, 1])
              await driver.run(tabs[me], joinRound, {
                markup,
                key,
                me,
                plan,
                changeSource,
                storagePrefix: STORAGE_PREFIX,
              });
            await driver.run(tabs[first], () => globalThis.beginRound());
            const last = plan.at(-1).tab;
            const end = await driver.run(tabs[last], roundEnd, ROUND_MS);
            if (end?.stalled) {
              const traces = [];
              for (const me of [0, 1])
                traces[me] =
                  me === last
                    ? end.stalled
                    : await driver.run(tabs[me], () => globalThis.roundTrace());
              const plain = traces.map(
                (t, me) =>
                  `tab ${me + 1} began change ${t.began}, made ${t.made}, was last handed ${t.received}, heard ${t.gameMessages} saves, idle ${t.idle} ms, slowest change ${t.slowestChange} ms, slowest hand-off ${t.slowestHandOff} ms, ${t.hiddenChanges} changes made hidden, ${t.resent} hand-offs sent again`,
              );
              assert.fail(
                `round ${round} (${plan.map((p, i) => `${i} ${p.change} in tab ${p.tab + 1}`).join(', ')}) not done after ${ROUND_MS} ms: ${plain.join('; ')} (TABS_SEED=${seed})`,
              );
            }
            assert.equal(end, null, 'every change could be made');
            alternations += plan.length;
            changes += made.length;
            const asked = {
              storageKey: `${STORAGE_PREFIX}${key}`,
              made,
              missingSource: String(missingFrom),
              settleMs: SETTLE_MS,
            };
            const opened = await driver.run(fresh, missingShown, { ...asked, markup });
            const [one, two] = [
              await driver.run(tabs[0], missingShown, asked),
              await driver.run(tabs[1], missingShown, asked),
            ];
            lostChanges += Math.max(0, opened.shown.length - 1);
            for (const { trace } of [one, two]) {
              mostSaves = Math.max(mostSaves, trace.gameMessages);
              slowestChange = Math.max(slowestChange, trace.slowestChange);
              hiddenChanges += trace.hiddenChanges;
              resent += trace.resent;
              slowestHandOff = Math.max(slowestHandOff, trace.slowestHandOff);
            }
            // Undo takes back the game's last change: the round's last, or the one before it when
            // the Undo was stored first. Ticks are counted, not named: a tick taken back is some tick.
            const kind = (change) => (change.startsWith('tick-') ? 'tick' : change);
            const lastTwo = made.slice(-2).map(kind);
            const views = {
              'a fresh tab': opened.shown,
              'the copy in localStorage': opened.copy,
              'tab 1': one.shown,
              'tab 2': two.shown,
            };
            for (const [where, lacks] of Object.entries(views)) {
              if (lacks.length !== 1 || !lastTwo.includes(kind(lacks[0])))
                wrong.push(
                  `round ${round} (${made.join(' ')}, undo): ${where} lacks ${lacks.join(' ') || 'nothing'}`,
                );
            }
          }
        } finally {
          await driver.quit();
        }
        console.log(
          `${ENGINES[engine].label}: ${alternations} alternations, ${changes} changes, ${lostChanges} lost, ${wrong.length} wrong views, at most ${mostSaves} saves heard in a round, slowest change ${slowestChange} ms, slowest hand-off ${slowestHandOff} ms, ${hiddenChanges} changes made in a hidden tab, ${resent} hand-offs sent again (seed ${seed})`,
        );
        assert.ok(alternations >= 200);
        assert.deepEqual(wrong, [], `every change kept, one undone (TABS_SEED=${seed})`);
      },
    );
  }
});
