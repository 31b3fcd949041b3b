import type { TranslationOf } from '../../../../i18n/messages.js';
import type { turnChecklistMessages } from '../../../../components/turn-checklist/turn-checklist.messages.js';

export const turnChecklist = {
  'turn-checklist.title': 'Dein Zug',
  'turn-checklist.sides': 'Wer ist am Zug?',
  'turn-checklist.actions': 'Wähl eine Hauptaktion',
  'turn-checklist.pawn-outside':
    'Mindestens eine meiner Figuren steht außerhalb der Geschützten Bereiche',
  'turn-checklist.final-hand':
    'Letzte Hand (der Marker der Dunklen Künste steht auf dem letzten Feld)',
  'turn-checklist.final-hand-in-game':
    'Letzte Hand: Der Marker der Dunklen Künste steht auf dem letzten Feld des Pfads.',
  'turn-checklist.group.main': '{action}, Schritt für Schritt',
  'turn-checklist.group.free': 'Freie Aktionen (freiwillig)',
  'turn-checklist.group.bump': 'Wenn deine Figur eine Hausfigur verdrängt',
  'turn-checklist.group.end': 'Ende des Zugs',
  'turn-checklist.progress': {
    one: '{done} von {count} Schritt abgehakt',
    other: '{done} von {count} Schritten abgehakt',
  },
  'turn-checklist.next': 'Nächster Zug',
  'turn-checklist.whose.house': '{house} ist am Zug',
  'turn-checklist.whose.dark-arts': 'Der Spieler der Dunklen Künste ist am Zug',
  'turn-checklist.round': 'Runde {round}',
  'turn-checklist.seating.summary': 'Sitzordnung',
  'turn-checklist.seating.intro':
    'Zuerst spielt der Hausspieler links vom Spieler der Dunklen Künste; von dort geht es im Uhrzeigersinn um den Tisch weiter.',
  'turn-checklist.seating.seat': 'Platz {seat} von links',
  'turn-checklist.seating.moved': '{house} sitzt jetzt auf Platz {seat}.',
  'turn-checklist.announce.handed-on':
    'Haken entfernt. {whose}, Runde {round}: Wähl eine Hauptaktion.',
  'turn-checklist.announce.side': '{side} ist am Zug: Wähl eine Hauptaktion.',
  'turn-checklist.announce.action': {
    one: '{action} gewählt: {count} Schritt zum Abhaken.',
    other: '{action} gewählt: {count} Schritte zum Abhaken.',
  },
  'turn-checklist.announce.dropped':
    '{action} geht jetzt nicht mehr und ist nicht mehr gewählt. {reason} Wähl eine andere Hauptaktion.',
  'turn-checklist.announce.ticked':
    'Alle Schritte sind abgehakt: Dein Zug ist vorbei. Drück „Nächster Zug“ für den nächsten Spieler.',
  'turn-checklist.announce.next': 'Haken entfernt. Nächster Spieler: Wähl eine Hauptaktion.',
  'turn-checklist.problem.side':
    'side muss "house" oder "dark-arts" sein; erhalten: {got}. Gezeigt wird der Zug des Hausspielers.',
  'turn-checklist.problem.action':
    'action muss für den {side} einer dieser Werte sein: {allowed}; erhalten: {got}. Wähl unten eine ' +
    'Aktion.',
  'turn-checklist.marker.in-game':
    'Wer diesen Schritt abhakt, zieht den Marker der Dunklen Künste auf dem Pfad des Spiels.',
  'turn-checklist.marker.by-hand':
    'Zieht den Marker der Dunklen Künste selbst auf dem Spielbrett: Diese Liste führt den Pfad nicht mit.',
  'turn-checklist.marker.keep-tick':
    'Der Marker der Dunklen Künste bleibt, wohin dieser Schritt ihn gezogen hat: Auf dem Pfad ist seitdem mehr geschehen. ' +
    'Nimm dort zuerst die späteren Züge zurück.',
} satisfies TranslationOf<typeof turnChecklistMessages>;
