import { html, nothing, type TemplateResult } from 'lit';
import { ZONES } from '../rules/constants.js';
import { zoneName } from '../rules/path.js';
import type { PathInfo, PathLayout, PathState } from '../rules/types.js';
import { pawns } from '../game/narration.js';
import { trackZones } from './path-tracker.model.js';
import './rule-ref.js';

// Stateless parts of the path tracker's template: they show the path and take no input.

/** The spaces by zone, the marker ringed, Event Spaces starred and named for screen readers. */
export function renderTrack(layout: PathLayout, current: PathState): TemplateResult {
  return html`<div class="zones" part="track">
      ${trackZones(layout).map(({ zone, spaces }) => {
        const first = (spaces[0]?.index ?? 0) + 1;
        const last = (spaces.at(-1)?.index ?? 0) + 1;
        return html`<div class="zone zone-${zone}" part="zone" role="group" aria-labelledby="zone-${zone}">
          <h3 id="zone-${zone}">${zoneName(zone)} zone <span class="muted">(${first}–${last})</span></h3>
          <ol class="spaces" start=${first}>
            ${spaces.map((space) => {
              const here = space.index === current.position;
              const words = [
                `Space ${space.index + 1}`,
                space.event ? 'Event Space' : '',
                here ? 'the Dark Arts Marker is here' : '',
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
    <p class="legend muted" aria-hidden="true"><span>★ Event Space</span><span>Ringed: the marker</span></p>`;
}

/** Progress Tokens, unlocked card colours and the Location Card. */
export function renderFacts(current: PathState, info: PathInfo): TemplateResult {
  return html`<div class="facts" part="facts">
    <div>
      <h3>Progress Tokens</h3>
      <ul>
        ${ZONES.map(
          (zone) => html`<li>
            <span class="swatch ${current.tokens[zone] ? zone : 'empty'}" aria-hidden="true"></span>
            ${zoneName(zone)}: ${current.tokens[zone] ? 'taken' : 'not taken'}
          </li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>Dark Arts card effects unlocked</h3>
      <ul>
        ${info.unlocked.map(
          (zone) =>
            html`<li><span class="swatch ${zone}" aria-hidden="true"></span>${zoneName(zone)}</li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>Location Card</h3>
      <p class="requirement">
        ${
          current.locationRequirement === null
            ? 'Not taken yet.'
            : `Taken: the Dark Arts Player needs ${pawns(current.locationRequirement)} at their Location.`
        }
        ${current.locationRequirement === null ? nothing : html`<defenders-rule-ref pages="22,23"></defenders-rule-ref>`}
      </p>
    </div>
  </div>`;
}

/** The final hand at the last space; the citation ends the text, out of the heading. */
export function renderFinalHand(): TemplateResult {
  return html`<div class="panel final" part="final-hand">
    <h3>Final hand</h3>
    <p>
      The marker is on the last space. Everyone draws back up to five cards, and from now on nobody may Replenish
      (cards and draw spaces that let you draw still work).
    </p>
    <p>
      Reaching this space is not a result: play on until a side wins, or until everyone is out of cards, which is a
      draw. <defenders-rule-ref pages="22,23"></defenders-rule-ref>
    </p>
  </div>`;
}
