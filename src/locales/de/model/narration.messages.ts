import type { TranslationOf } from '../../../i18n/messages.js';
import type { narrationMessages } from '../../../model/narration.messages.js';

// `{zone}` and `{before}` come from `path.zone.*` ("weißen"), so they stand in "der … Zone".
export const narration = {
  'narration.cause.house-replenish': 'Ein Hausspieler hat aufgefüllt',
  'narration.cause.event': 'Eine Ereigniskarte verlangt es',
  'narration.cause.all-house-markers': 'Alle Hausmarker gesammelt',
  'narration.cause-in-sentence.house-replenish': 'ein Hausspieler hat aufgefüllt',
  'narration.cause-in-sentence.event': 'eine Ereigniskarte verlangt es',
  'narration.cause-in-sentence.all-house-markers': 'alle Hausmarker gesammelt',
  'narration.pawns': {
    one: '{count} Figur der Dunklen Künste',
    other: '{count} Figuren der Dunklen Künste',
  },
  'narration.zone-change':
    'Karteneffekte der Dunklen Künste in {colour} gelten jetzt, und der Ereignisstapel der {before} Zone wird nicht mehr benutzt.',
  'narration.give-markers-back': 'Gib jeden Hausmarker seinem Besitzer zurück.',
  'narration.final-hand':
    'Letzte Hand: Der Marker der Dunklen Künste steht auf dem letzten Feld, die letzte Hand beginnt. Alle ziehen wieder auf fünf Karten auf, und niemand darf mehr Auffüllen. Dieses Feld zu erreichen entscheidet und beendet das Spiel nicht: Spielt weiter.',
  'narration.forced-red':
    'Auf dem letzten Feld muss der Spieler der Dunklen Künste den roten Fortschrittsmarker mit der Ortskarte nehmen: {pawns} nötig.',
  'narration.event.effect-only':
    'Ereignisfeld: Zieh die oberste Ereigniskarte der {zone} Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann nutzt der Spieler der Dunklen Künste ihren Effekt (der Fortschrittsmarker der {zone} Zone ist schon genommen).',
  'narration.event.token-only':
    'Ereignisfeld: Zieh die oberste Ereigniskarte der {zone} Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann muss der Spieler der Dunklen Künste den Fortschrittsmarker der {zone} Zone nehmen, denn das ist das letzte Ereignisfeld der Zone.',
  'narration.event.card-last':
    'Ereignisfeld: Zieh die oberste Ereigniskarte der roten Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann muss der Spieler der Dunklen Künste auf diesem letzten Feld den roten Fortschrittsmarker nehmen und mit ihm die Ortskarte ({pawns} nötig). Das ist seine Wahl für dieses Ereignis.',
  'narration.event.choose':
    'Ereignisfeld: Zieh die oberste Ereigniskarte der {zone} Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann wählt der Spieler der Dunklen Künste ihren Effekt oder den Fortschrittsmarker der {zone} Zone.',
  'narration.advance':
    '{cause}: Der Marker der Dunklen Künste ist auf Feld {space} von {total} gezogen, in der {zone} Zone.',
  'narration.decision.effect':
    'Der Spieler der Dunklen Künste hat den Ereigniseffekt der {zone} Zone genutzt.',
  'narration.decision.token':
    'Der Spieler der Dunklen Künste hat den Fortschrittsmarker der {zone} Zone genommen.',
  'narration.decision.card':
    'Ortskarte genommen: {pawns} nötig am Ort des Spielers der Dunklen Künste.',
  'narration.history.advance': 'Feld {space}: {cause}',
  'narration.history.advance-card':
    'Feld {space}: {cause}; roter Fortschrittsmarker mit der Ortskarte genommen ({pawns})',
  'narration.history.effect': 'Feld {space}: Ereigniseffekt der {zone} Zone genutzt',
  'narration.history.token': 'Feld {space}: Fortschrittsmarker der {zone} Zone genommen',
  'narration.history.red-token':
    'Feld {space}: roter Fortschrittsmarker mit der Ortskarte genommen ({pawns})',
  'narration.summary.advance': 'Marker der Dunklen Künste auf Feld {space} gezogen',
  'narration.summary.effect': 'Ereigniseffekt der {zone} Zone auf Feld {space} genutzt',
  'narration.summary.token': 'Fortschrittsmarker der {zone} Zone auf Feld {space} genommen',
  'narration.undo':
    'Rückgängig gemacht: {move}. Der Marker der Dunklen Künste steht auf Feld {space}.',
  'narration.undo-waiting':
    'Das Ereignis der {zone} Zone dort wartet wieder auf die Wahl des Spielers der Dunklen Künste.',
  'narration.restart':
    'Der Pfad beginnt von vorn: Der Marker der Dunklen Künste steht auf dem ersten Feld, kein Fortschrittsmarker genommen.',
  'narration.session-undone':
    'Letzter Zug rückgängig gemacht. Der Marker der Dunklen Künste steht auf Feld {space}.',
  'narration.session-updated':
    'Der Pfad wurde geändert. Der Marker der Dunklen Künste steht auf Feld {space}.',
  'narration.marker.waits':
    'Der Marker der Dunklen Künste kann noch nicht ziehen: Das Ereignis der {zone} Zone auf seinem Feld wartet noch auf die Wahl des Spielers der Dunklen Künste. Handle es auf dem Pfad ab und hak den Schritt dann noch einmal ab.',
  'narration.marker.did-not-move': 'Der Marker der Dunklen Künste ist nicht gezogen: {reason}.',
  'narration.marker.move-undone':
    'Dieser Zug des Markers der Dunklen Künste wurde auf dem Pfad rückgängig gemacht. Hak den Schritt noch einmal ab, wenn der Marker der Dunklen Künste ziehen soll.',
} satisfies TranslationOf<typeof narrationMessages>;
