// Helpers for the keyboard-only play tests: a widget on a page between two plain buttons, waiting
// for every widget to render after a key, and where the focus is.
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { text } from './dom.js';
import { deepActive, isWithin, press } from './keys.js';

type Updating = Element & { updateComplete: Promise<unknown> };

/** `template` between two plain buttons of the page; focus starts on the one before. */
export async function onPage<T extends HTMLElement>(
  template: TemplateResult,
  tag: string,
): Promise<T> {
  const wrapper = await fixture<HTMLElement>(
    html`<div><button>before</button>${template}<button>after</button></div>`,
  );
  const widget = wrapper.querySelector(tag) as T;
  await settle(widget);
  (wrapper.querySelector('button') as HTMLButtonElement).focus();
  return widget;
}

/** Waits for `roots` and every widget inside them to render what the last key press changed. */
export async function settle(...roots: Element[]): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    for (const root of roots) {
      for (const each of [root, ...root.querySelectorAll('*')]) {
        if ('updateComplete' in each) await (each as Updating).updateComplete;
      }
    }
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Presses `key` on the focused control, then waits for `roots` to render. */
export async function act(key: string, ...roots: Element[]): Promise<void> {
  await press(key);
  await settle(...roots);
}

/** A node as a failure message shows it: its tag and the start of its name. */
export function describeNode(node: Element | null): string {
  return node
    ? `<${node.localName}> "${(node.getAttribute('aria-label') ?? text(node)).slice(0, 50)}"`
    : 'nothing';
}

/** The focus is on a visible control inside `widget`, not in a hidden part; returns the control. */
export function focusedIn(widget: Element): HTMLElement {
  const active = deepActive();
  expect(
    isWithin(active, widget),
    `focus inside <${widget.localName}>, not ${describeNode(active)}`,
  ).to.be.true;
  const focused = active as HTMLElement;
  const box = focused.getBoundingClientRect();
  expect(box.width > 0 && box.height > 0, `${describeNode(focused)} has a box`).to.be.true;
  expect(focused.checkVisibility({ visibilityProperty: true }), `${describeNode(focused)} shows`).to
    .be.true;
  expect(focused.closest('[hidden], [inert]') === null, 'not in a hidden part').to.be.true;
  return focused;
}
