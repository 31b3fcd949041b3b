import { ContextEvent, type Context, type ContextCallback } from '@lit/context';

const rootKey = Symbol.for('defenders-rules-widgets.context-root');

type RootHolder = Document & { [rootKey]?: unknown };

type AnyContext = Context<unknown, unknown>;
type Callback = ContextCallback<unknown>;

/** The `context-provider` event a provider fires when it connects (the context protocol). */
type ProviderEvent = Event & { context: AnyContext };

/**
 * Makes the order of a page's scripts irrelevant: a widget that connects before the game around it
 * is upgraded asks for the game and gets no answer; the root on the document keeps that request and
 * hands it to the game when the game connects. Attached once per document (every bundle shares the
 * key), by the first consumer that asks (`consumeGame`) or game that connects, never at import time.
 *
 * What `@lit/context`'s `ContextRoot` does, in fewer bytes: a subscribing request that reaches the
 * document met no provider, so it is kept (weakly: a widget taken out of the page is not kept
 * alive), once per callback, until a provider of its context connects; then it is asked again from
 * where it was made, and kept again if still unanswered.
 */
export function attachContextRoot(document: Document): void {
  const holder = document as RootHolder;
  if (holder[rootKey]) return;
  holder[rootKey] = true;
  const pending = new Map<AnyContext, [WeakRef<EventTarget>, WeakRef<Callback>][]>();
  const kept = new WeakSet<Callback>();
  document.addEventListener('context-request', (request) => {
    const event = request as ContextEvent<AnyContext>;
    const { callback } = event;
    if (event.subscribe !== true || kept.has(callback)) return;
    kept.add(callback);
    const target = event.contextTarget ?? event.composedPath()[0]!;
    let requests = pending.get(event.context);
    if (!requests) pending.set(event.context, (requests = []));
    requests.push([new WeakRef(target), new WeakRef(callback)]);
  });
  document.addEventListener('context-provider', (event) => {
    const { context } = event as ProviderEvent;
    const requests = pending.get(context) ?? [];
    pending.delete(context);
    for (const [targetRef, callbackRef] of requests) {
      const target = targetRef.deref();
      const callback = callbackRef.deref();
      if (!target || !callback) continue;
      kept.delete(callback);
      target.dispatchEvent(new ContextEvent(context, target as Element, callback, true));
    }
  });
}
