import { expect } from '@open-wc/testing';
import '../../src/locales/de.js';
import {
  ADVANCE_CAUSES_NOTE,
  ADVANCE_CAUSE_RULES,
  advance,
  advanceCauseRules,
  advanceCausesNote,
  decide,
  describePath,
  initialPath,
  parseLayout,
  pathStateAt,
  requireState,
  zoneName,
} from '../../src/rules/path.js';
import { RulesError } from '../../src/rules/errors.js';
import {
  causeLabel,
  historyLabel,
  markerWaitsForEvent,
  moveSummary,
  narrateAdvance,
  narrateDecision,
  narrateUndo,
  pawns,
  restartSentence,
  zoneChangeSentence,
} from '../../src/model/narration.js';
import { englishLeft } from '../helpers/i18n.js';
import { SAME_IN_GERMAN } from '../i18n/same-in-german.js';

const layout = parseLayout('wWw oOo rRrRr');

function thrown(run: () => unknown): RulesError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('the path rules in a language', () => {
  it('gives describePath in German with { locale: "de" } and in English by default', () => {
    const redWaiting = advance(layout, pathStateAt(layout, 6), 'event');
    const german = describePath(layout, redWaiting, { locale: 'de' }).map((note) => note.text);
    expect(german[0]).to.equal(
      'Der Marker der Dunklen Künste steht in der roten Zone, also gelten Karteneffekte der Dunklen Künste in diesen Farben: Weiß, Orange und Rot.',
    );
    expect(german[2]).to.contain('mit 3 Figuren am Ort des Spielers der Dunklen Künste');
    expect(englishLeft(german, SAME_IN_GERMAN)).to.deep.equal([]);
    const english = describePath(layout, redWaiting).map((note) => note.text);
    expect(english[0]).to.equal(
      'The marker is in the red zone, so Dark Arts card effects of these colours are open: white, orange, and red.',
    );
    expect(english[2]).to.contain('at 3 pawns on the Dark Arts Player Location.');
    const end = describePath(layout, pathStateAt(layout, 10), { locale: 'de' });
    expect(end.map((note) => note.pages)).to.deep.equal(
      describePath(layout, pathStateAt(layout, 10)).map((note) => note.pages),
    );
    expect(end.at(-1)?.text).to.match(/^Letzte Hand: /);
    expect(end.at(-2)?.text).to.contain('Anforderung von 1 Figur;');
  });

  it('gives the causes, their note and the zone names in German, keeping the English constants', () => {
    expect(advanceCausesNote({ locale: 'de' }).text).to.match(/^Jeder dieser Auslöser/);
    expect(advanceCausesNote()).to.deep.equal(ADVANCE_CAUSES_NOTE);
    expect(advanceCauseRules()).to.deep.equal(ADVANCE_CAUSE_RULES);
    const german = advanceCauseRules({ locale: 'de' });
    expect(german.event.text).to.equal(
      'Ein Ereignis hat den Marker der Dunklen Künste ziehen lassen.',
    );
    expect(german.event.pages).to.deep.equal(ADVANCE_CAUSE_RULES.event.pages);
    expect(ADVANCE_CAUSE_RULES['house-replenish'].text).to.equal(
      'A House Player took the Replenish action.',
    );
    expect(zoneName('white', { locale: 'de' })).to.equal('Weiß');
    expect(zoneName('red')).to.equal('Red');
  });

  it('throws RulesErrors that say themselves in German through messageIn("de")', () => {
    const letter = thrown(() => parseLayout('wWx'));
    expect(letter.code).to.equal('layout-letter');
    expect(letter.message).to.equal(
      'layout space 3 (character 3) is "x"; the allowed letters are w, o, r (an ordinary space of the white, orange or red zone) and W, O, R (an Event Space of that zone)',
    );
    expect(letter.messageIn('de')).to.equal(
      'Feld 3 von layout (Zeichen 3) ist "x"; erlaubt sind die Buchstaben w, o, r (ein gewöhnliches Feld der weißen, orangen oder roten Zone) und W, O, R (ein Ereignisfeld dieser Zone)',
    );
    const order = thrown(() => parseLayout('wWo wRR r'));
    expect(order.message).to.equal(
      'layout zones must run white, then orange, then red; space 4 (w) is white but comes after a orange space',
    );
    expect(order.messageIn('de')).to.equal(
      'die Zonen von layout müssen in der Reihenfolge weiß, orange, rot kommen; Feld 4 (w) gehört zur weißen Zone, folgt aber auf ein Feld der orangen Zone',
    );
    const state = thrown(() =>
      requireState(layout, {
        ...initialPath(layout),
        tokens: { white: false, orange: true, red: false },
      }),
    );
    expect(state.message).to.equal(
      'state does not fit the layout: the orange Progress Token cannot be taken while the marker is still in the white zone',
    );
    expect(state.messageIn('de')).to.equal(
      'state passt nicht zum Layout: der Fortschrittsmarker der orangen Zone kann nicht genommen sein, solange der Marker der Dunklen Künste noch in der weißen Zone steht',
    );
    const waiting = advance(layout, initialPath(layout), 'event');
    const pending = thrown(() => advance(layout, waiting, 'event'));
    expect(pending.messageIn('de')).to.match(/^das Ereignis der weißen Zone auf diesem Feld/);
    expect(thrown(() => decide(layout, initialPath(layout), 'token')).messageIn('de')).to.match(
      /^es gibt kein Ereignis abzuhandeln/,
    );
    const long = thrown(() => parseLayout('w'.repeat(4001)));
    expect(long.message).to.equal('layout may have at most 200 spaces; got 4,001 characters');
    expect(long.messageIn('de')).to.equal(
      'layout darf höchstens 200 Felder haben; erhalten: 4.001 Zeichen',
    );
  });
});

describe('the path narration in a language', () => {
  const start = initialPath(layout);
  const onWhite = advance(layout, start, 'event');

  it('narrates moves in German with the locale last, in English without it', () => {
    const moved = narrateAdvance(layout, start, onWhite, 'house-replenish', 'de');
    expect(moved).to.equal(
      'Ein Hausspieler hat aufgefüllt: Der Marker der Dunklen Künste ist auf Feld 2 von 11 gezogen, in der weißen Zone. Ereignisfeld: Zieh die oberste Ereigniskarte der weißen Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann muss der Spieler der Dunklen Künste den Fortschrittsmarker der weißen Zone nehmen, denn das ist das letzte Ereignisfeld der Zone.',
    );
    expect(narrateAdvance(layout, start, onWhite, 'house-replenish')).to.match(
      /^A House Player replenished: the Dark Arts Marker moved forward to space 2 of 11/,
    );
    const took = decide(layout, onWhite, 'token');
    expect(narrateDecision(onWhite, took, 'token', 'de')).to.equal(
      'Der Spieler der Dunklen Künste hat den Fortschrittsmarker der weißen Zone genommen.',
    );
    const entry = { move: { kind: 'decide', choice: 'token' }, before: onWhite } as const;
    expect(historyLabel(layout, entry, 'de')).to.equal(
      'Feld 2: Fortschrittsmarker der weißen Zone genommen',
    );
    expect(moveSummary(entry, 'de')).to.equal(
      'Fortschrittsmarker der weißen Zone auf Feld 2 genommen',
    );
    expect(moveSummary({ move: { kind: 'advance', cause: 'event' }, before: start })).to.equal(
      'marker moved to space 2',
    );
    expect(narrateUndo(layout, entry, 'de')).to.equal(
      'Rückgängig gemacht: Feld 2: Fortschrittsmarker der weißen Zone genommen. Der Marker der Dunklen Künste steht auf Feld 2. Das Ereignis der weißen Zone dort wartet wieder auf die Wahl des Spielers der Dunklen Künste.',
    );
    expect(zoneChangeSentence('white', 'orange', 'de')).to.equal(
      'Karteneffekte der Dunklen Künste in Orange gelten jetzt, und der Ereignisstapel der weißen Zone wird nicht mehr benutzt.',
    );
    expect(pawns(1, 'de')).to.equal('1 Figur der Dunklen Künste');
    expect(pawns(3)).to.equal('3 Dark Arts pawns');
    expect(causeLabel('event', 'de')).to.equal('Eine Ereigniskarte verlangt es');
    expect(restartSentence('de')).to.match(/^Der Pfad beginnt von vorn/);
    expect(markerWaitsForEvent('red', 'de')).to.contain('Das Ereignis der roten Zone');
    const texts = [
      moved,
      markerWaitsForEvent('orange', 'de'),
      narrateAdvance(layout, pathStateAt(layout, 9), pathStateAt(layout, 10), 'event', 'de'),
    ];
    expect(englishLeft(texts, SAME_IN_GERMAN)).to.deep.equal([]);
  });
});
