import type { TranslationOf } from '../../../../i18n/messages.js';
import type { pathTrackerMessages } from '../../../../components/path-tracker/path-tracker.messages.js';

// `{zone}` comes from `path.zone.*` ("weißen"), so it stands in "der … Zone".
export const pathTracker = {
  'path-tracker.title': 'Pfad der Dunklen Künste',
  'path-tracker.summary':
    'Marker der Dunklen Künste auf Feld {space} von {total}, in der {zone} Zone.',
  'path-tracker.summary-event':
    'Marker der Dunklen Künste auf Feld {space} von {total}, in der {zone} Zone (ein Ereignisfeld).',
  'path-tracker.zone.white': 'Weiße Zone',
  'path-tracker.zone.orange': 'Orange Zone',
  'path-tracker.zone.red': 'Rote Zone',
  'path-tracker.zone-range': '(Felder {first}–{last})',
  'path-tracker.space': 'Feld {space}',
  'path-tracker.space-event': 'Ereignisfeld',
  'path-tracker.space-marker': 'hier steht der Marker der Dunklen Künste',
  'path-tracker.legend-event': '★ Ereignisfeld',
  'path-tracker.legend-marker': 'Umrandet: der Marker der Dunklen Künste',
  'path-tracker.tokens': 'Fortschrittsmarker',
  'path-tracker.token-taken': '{colour}: genommen',
  'path-tracker.token-not-taken': '{colour}: nicht genommen',
  'path-tracker.unlocked': 'Freigeschaltete Karteneffekte der Dunklen Künste',
  'path-tracker.card': 'Ortskarte',
  'path-tracker.card-not-taken': 'Noch nicht genommen.',
  'path-tracker.card-taken':
    'Genommen: Der Spieler der Dunklen Künste braucht {pawns} an seinem Ort.',
  'path-tracker.final-hand': 'Letzte Hand',
  'path-tracker.final-hand-draw':
    'Der Marker der Dunklen Künste steht auf dem letzten Feld. Alle ziehen wieder auf fünf Karten auf, und ab jetzt darf niemand mehr Auffüllen (Karten und Ziehfelder, mit denen du ziehst, wirken weiter).',
  'path-tracker.final-hand-result':
    'Dieses Feld zu erreichen ist noch kein Ergebnis: Spielt weiter, bis eine Seite gewinnt oder allen die Karten ausgehen – das ist ein Unentschieden.',
  'path-tracker.event-title': 'Ereignisfeld: Ereignis der {zone} Zone',
  'path-tracker.event-draw': 'Zieh die oberste Karte vom Ereignisstapel der {zone} Zone.',
  'path-tracker.event-houses':
    'Die Hausspieler handeln zuerst ihren Teil davon ab, wenn sie können.',
  'path-tracker.event-choice':
    'Dann wählt der Spieler der Dunklen Künste eins: den Ereigniseffekt oder den Fortschrittsmarker der {zone} Zone.',
  'path-tracker.use-effect': 'Ereigniseffekt nutzen',
  'path-tracker.take-token': 'Fortschrittsmarker der {zone} Zone nehmen',
  'path-tracker.take-red-token': 'Roten Fortschrittsmarker nehmen (Ortskarte: {pawns})',
  'path-tracker.effect-not-allowed':
    'Nicht erlaubt: Das ist das letzte Ereignisfeld der {zone} Zone, also muss ihr Fortschrittsmarker genommen werden, bevor der Marker der Dunklen Künste die Zone verlässt.',
  'path-tracker.effect-not-allowed-last':
    'Nicht erlaubt: Auf dem letzten Feld muss die Ortskarte genommen werden, mit dem roten Fortschrittsmarker.',
  'path-tracker.token-not-available':
    'Nicht verfügbar: Der Fortschrittsmarker der {zone} Zone ist schon genommen.',
  'path-tracker.discard': 'Leg die Ereigniskarte ab, sobald sie abgehandelt ist.',
  'path-tracker.advance': 'Marker der Dunklen Künste weiterziehen…',
  'path-tracker.blocked-event': 'Handle zuerst das Ereignis ab.',
  'path-tracker.blocked-end':
    'Der Marker der Dunklen Künste steht auf dem letzten Feld und zieht nicht weiter.',
  'path-tracker.moved-this-turn': 'In diesem Zug gezogen: Feld {from} → {to}.',
  'path-tracker.replenish-made':
    'Schon geschehen: Das Auffüllen dieses Zugs hat den Marker der Dunklen Künste gezogen, und ein Auffüllen zieht ihn ein Feld.',
  'path-tracker.undo': 'Letzten Zug rückgängig machen',
  'path-tracker.last-move': 'Letzter Zug: {move}',
  'path-tracker.causes': 'Warum zieht der Marker der Dunklen Künste?',
  'path-tracker.history': 'Zugverlauf ({count})',
  'path-tracker.no-moves': 'Noch keine Züge.',
  'path-tracker.restart-question':
    'Den Pfad neu beginnen? Das setzt den Marker der Dunklen Künste, die Fortschrittsmarker und den Verlauf zurück.',
  'path-tracker.keep-playing': 'Weiterspielen',
  'path-tracker.restart-confirm': 'Ja, neu beginnen',
  'path-tracker.restart': 'Pfad neu beginnen…',
  'path-tracker.move-problem': 'Dieser Zug ist nicht möglich: {reason}.',
  'path-tracker.layout-problem':
    'Das Layout ist ungültig: {reason}. Stattdessen wird das Beispiel-Layout gezeigt.',
  'path-tracker.position-problem':
    'position muss für dieses Layout eine ganze Zahl von 0 (erstes Feld) bis {last} (letztes Feld) sein; erhalten: {got}. Der Marker der Dunklen Künste bleibt auf dem ersten Feld.',
  'path-tracker.game-problem':
    'Der Pfad des Spiels lässt sich nicht zeigen: {reason}. Diese Anzeige zeigt ihren eigenen Pfad.',
} satisfies TranslationOf<typeof pathTrackerMessages>;
