import { html, nothing, type TemplateResult } from 'lit';
import { ZONES } from '../rules/constants.js';
import { zoneName } from '../rules/path.js';
import type { PathInfo, PathLayout, PathState } from '../rules/types.js';
import { pawns } from '../game/narration.js';
import { textIn, trackZones } from './path-tracker.model.js';
import './rule-ref.js';

// Stateless parts of the path tracker's template: they show the path and take no input. Each is
// written in `locale`.

/**
 * The spaces by zone, the marker ringed, Event Spaces starred and named for screen readers. The
 * zones and their spaces are flex rows, so they run in the writing direction: right to left under
 * `dir="rtl"`, space 1 at the right.
 */
export function renderTrack(
  layout: PathLayout,
  current: PathState,
  locale: string,
): TemplateResult {
  const text = textIn(locale);
  return html`<div class="zones" part="track">
      ${trackZones(layout).map(({ zone, spaces }) => {
        const first = (spaces[0]?.index ?? 0) + 1;
        const last = (spaces.at(-1)?.index ?? 0) + 1;
        return html`<div class="zone zone-${zone}" part="zone" role="group" aria-labelledby="zone-${zone}">
          <h3 id="zone-${zone}">${text(`path-tracker.zone.${zone}`)} <span class="muted">${text('path-tracker.zone-range', { first, last })}</span></h3>
          <ol class="spaces" start=${first}>
            ${spaces.map((space) => {
              const here = space.index === current.position;
              const words = [
                text('path-tracker.space', { space: space.index + 1 }),
                space.event ? text('path-tracker.space-event') : '',
                here ? text('path-tracker.space-marker') : '',
              ].filter(Boolean);
              return html`<li
                class="space ${space.zone} ${space.event ? 'event' : ''} ${here ? 'current' : ''}"
                part=${here ? 'space current' : 'space'}
                aria-current=${here ? 'location' : nothing}
              >
                <span aria-hidden="true">${space.index + 1}${
                  space.event ? html`<br /><span class="symbol">★</span>` : nothing
                }</span>
                <span class="visually-hidden">${words.join(', ')}</span>
              </li>`;
            })}
          </ol>
        </div>`;
      })}
    </div>
    <p class="legend muted" aria-hidden="true"><span>${text('path-tracker.legend-event')}</span><span>${text('path-tracker.legend-marker')}</span></p>`;
}

/** Progress Tokens, unlocked card colours and the Location Card. */
export function renderFacts(current: PathState, info: PathInfo, locale: string): TemplateResult {
  const text = textIn(locale);
  const requirement = current.locationRequirement;
  return html`<div class="facts" part="facts">
    <div>
      <h3>${text('path-tracker.tokens')}</h3>
      <ul>
        ${ZONES.map(
          (zone) => html`<li>
            <span class="swatch ${current.tokens[zone] ? zone : 'empty'}" aria-hidden="true"></span>
            ${text(current.tokens[zone] ? 'path-tracker.token-taken' : 'path-tracker.token-not-taken', { colour: zoneName(zone, { locale }) })}
          </li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>${text('path-tracker.unlocked')}</h3>
      <ul>
        ${info.unlocked.map(
          (zone) =>
            html`<li><span class="swatch ${zone}" aria-hidden="true"></span>${zoneName(zone, { locale })}</li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>${text('path-tracker.card')}</h3>
      <p class="requirement">
        ${
          requirement === null
            ? text('path-tracker.card-not-taken')
            : text('path-tracker.card-taken', { pawns: (tag) => pawns(requirement, tag) })
        }
        ${requirement === null ? nothing : html`<defenders-rule-ref pages="22,23"></defenders-rule-ref>`}
      </p>
    </div>
  </div>`;
}

/** The final hand at the last space; the citation ends the text, out of the heading. */
export function renderFinalHand(locale: string): TemplateResult {
  const text = textIn(locale);
  return html`<div class="panel final" part="final-hand">
    <h3>${text('path-tracker.final-hand')}</h3>
    <p>${text('path-tracker.final-hand-draw')}</p>
    <p>
      ${text('path-tracker.final-hand-result')} <defenders-rule-ref pages="22,23"></defenders-rule-ref>
    </p>
  </div>`;
}
