import type { TranslationOf } from '../../../i18n/messages.js';
import type { pathMessages } from '../../../rules/path.messages.js';

// `{zone}` (and `{before}`, `{earlier}`, `{later}`, `{pending}`) is the colour word in the form
// every sentence here uses it: "der weißen Zone", "in der roten Zone".
export const path = {
  'path.zone.white': 'weißen',
  'path.zone.orange': 'orangen',
  'path.zone.red': 'roten',
  'path.colour.white': 'Weiß',
  'path.colour.orange': 'Orange',
  'path.colour.red': 'Rot',

  'path.layout.letters':
    'w, o, r (ein gewöhnliches Feld der weißen, orangen oder roten Zone) und W, O, R (ein Ereignisfeld dieser Zone)',
  'path.error.layout-length': {
    one: 'layout darf höchstens {max} Felder haben; erhalten: {count} Zeichen',
    other: 'layout darf höchstens {max} Felder haben; erhalten: {count} Zeichen',
  },
  'path.error.layout-length-more': 'layout darf höchstens {max} Felder haben; erhalten: mehr',
  'path.error.layout-letter':
    'Feld {space} von layout (Zeichen {character}) ist {got}; erlaubt sind die Buchstaben {letters}',
  'path.error.layout-empty':
    'layout braucht mindestens ein Feld für jede Zone, mit den Buchstaben {letters}; erhalten: keine Felder',
  'path.error.layout-first-event':
    'Feld 1 von layout ist das Startfeld des Markers der Dunklen Künste und muss darum ein gewöhnliches Feld der weißen Zone sein (w); erhalten: {got}',
  'path.error.layout-order':
    'die Zonen von layout müssen in der Reihenfolge weiß, orange, rot kommen; Feld {space} ({letter}) gehört zur {zone} Zone, folgt aber auf ein Feld der {before} Zone',
  'path.error.layout-zone-missing':
    'layout braucht mindestens ein Feld der {zone} Zone; erhalten: keines',
  'path.error.layout-zone-no-event':
    'layout braucht mindestens ein Ereignisfeld der {zone} Zone ({letter}); erhalten: keines',
  'path.error.layout-red-events':
    'layout braucht vor dem letzten Feld mindestens zwei Ereignisfelder der roten Zone (R); erhalten: {count}',
  'path.error.layout-notation':
    'layout muss von parseLayout stammen (ein Objekt mit einem notation-Text); erhalten: notation {got}',
  'path.error.layout-spaces':
    'layout.spaces muss zu layout.notation passen; baue das Layout mit parseLayout',
  'path.error.layout-space':
    'Eintrag {position} von layout.spaces passt nicht zu layout.notation; baue das Layout mit parseLayout',
  'path.error.position':
    'position muss für dieses Layout eine ganze Zahl von 0 bis {last} sein; erhalten: {got}',
  'path.error.requirement-position':
    'die Ortskarte kommt mit dem roten Fortschrittsmarker, und den gibt es nur auf einem Ereignisfeld der roten Zone (R) oder dem letzten Feld; Feld {space} ist keins von beiden',
  'path.error.state-position':
    'state.position muss für dieses Layout eine ganze Zahl von 0 bis {last} sein; erhalten: {got}',
  'path.error.state-requirement':
    'state.locationRequirement muss 1, 2, 3 oder null sein; erhalten: {got}',
  'path.error.inconsistent': 'state passt nicht zum Layout: {detail}',
  'path.inconsistent.token-missing':
    'der Marker der Dunklen Künste steht in der {zone} Zone, also muss der Fortschrittsmarker der {earlier} Zone schon genommen sein',
  'path.inconsistent.token-early':
    'der Fortschrittsmarker der {later} Zone kann nicht genommen sein, solange der Marker der Dunklen Künste noch in der {zone} Zone steht',
  'path.inconsistent.pending-not-event':
    'ein Ereignis wartet, aber Feld {space} ist kein Ereignisfeld',
  'path.inconsistent.pending-zone':
    'das wartende Ereignis gehört zur {pending} Zone, aber Feld {space} liegt in der {zone} Zone',
  'path.inconsistent.token-passed':
    'der Marker der Dunklen Künste ist am letzten Ereignisfeld der {zone} Zone vorbei, also muss der Fortschrittsmarker der {zone} Zone genommen sein',
  'path.inconsistent.red-with-card':
    'der rote Fortschrittsmarker und die Anforderung der Ortskarte gehören zusammen: beide gesetzt oder keins',
  'path.inconsistent.last-space':
    'der Marker der Dunklen Künste steht auf dem letzten Feld, also muss der rote Fortschrittsmarker (mit der Ortskarte) genommen sein',
  'path.inconsistent.requirement-early':
    'eine Anforderung von {requirement} kann nicht vor Feld {space} gesetzt worden sein',
  'path.inconsistent.token-while-waiting':
    'der Fortschrittsmarker der {zone} Zone kann nicht schon genommen sein, während das erste erreichte Ereignis dieser Zone noch wartet',
  'path.inconsistent.requirement-waiting':
    'eine Anforderung von {requirement} entsteht, wenn das Ereignis auf Feld {space} abgehandelt wird; dieses Ereignis kann also nicht mehr warten',
  'path.error.event-pending':
    'das Ereignis der {zone} Zone auf diesem Feld muss erst abgehandelt werden (decide mit "effect" oder "token"), bevor der Marker der Dunklen Künste weiterzieht',
  'path.error.path-end':
    'der Marker der Dunklen Künste steht schon auf dem letzten Feld des Pfads und kann nicht weiterziehen',
  'path.error.no-event-pending':
    'es gibt kein Ereignis abzuhandeln: decide ist nur direkt nachdem der Marker der Dunklen Künste auf einem Ereignisfeld gelandet ist erlaubt',
  'path.error.token-taken':
    'der Fortschrittsmarker der {zone} Zone ist schon genommen; wähle "effect"',
  'path.error.token-forced':
    'das ist das letzte Ereignisfeld der {zone} Zone, und ihr Fortschrittsmarker liegt noch da; er muss genommen werden ("token"), bevor der Marker der Dunklen Künste die Zone verlässt',
  'path.error.token-forced-last':
    'das ist das letzte Feld des Pfads, und der rote Fortschrittsmarker liegt noch da; er muss jetzt genommen werden ("token"), mit ihm die Ortskarte, mit einer Figur',

  'path.cause.house-replenish': 'Ein Hausspieler hat die Aktion Auffüllen genommen.',
  'path.cause.event': 'Ein Ereignis hat den Marker der Dunklen Künste ziehen lassen.',
  'path.cause.all-house-markers':
    'Der Spieler der Dunklen Künste hat den Hausmarker jedes Hauses gesammelt und sie dann zurückgegeben.',
  'path.causes-note':
    'Jeder dieser Auslöser zieht den Marker der Dunklen Künste ein Feld weiter. Sagt ein Karteneffekt etwas anderes, geht er dieser allgemeinen Regel vor.',

  'path.note.zone':
    'Der Marker der Dunklen Künste steht in der {zone} Zone, also gelten Karteneffekte der Dunklen Künste in diesen Farben: {colours}.',
  'path.note.event':
    'Ereignisfeld: Zieh die oberste Karte vom Ereignisstapel der {zone} Zone. Die Hausspieler handeln zuerst ihren Teil ab, wenn sie können; dann wählt der Spieler der Dunklen Künste den Ereigniseffekt oder, falls er noch da ist, den Fortschrittsmarker der Zone. Leg die Ereigniskarte danach ab.',
  'path.note.must-take':
    'Das ist das letzte Ereignisfeld der {zone} Zone, also muss der Fortschrittsmarker der {zone} Zone jetzt genommen werden, bevor der Marker der Dunklen Künste in die nächste Zone zieht.',
  'path.note.must-take-last':
    'Das ist das letzte Feld, und die Ortskarte ist noch nicht genommen: Sobald die Hausspieler ihren Teil erledigt haben, muss der Spieler der Dunklen Künste den roten Fortschrittsmarker nehmen und mit ihm die Ortskarte, mit einer Figur. Bei einem Ereignis wählt er den Ereigniseffekt oder den Fortschrittsmarker; hier ist die Ortskarte Pflicht, also ist der Fortschrittsmarker seine Wahl, und der Ereigniseffekt bleibt ungenutzt.',
  'path.note.token-taken':
    'Der Fortschrittsmarker der {zone} Zone ist schon genommen, also nutzt der Spieler der Dunklen Künste den Ereigniseffekt.',
  'path.note.red-take': {
    one: 'Wer hier den roten Fortschrittsmarker nimmt, bekommt die Ortskarte dazu, mit {count} Figur am Ort des Spielers der Dunklen Künste.',
    other:
      'Wer hier den roten Fortschrittsmarker nimmt, bekommt die Ortskarte dazu, mit {count} Figuren am Ort des Spielers der Dunklen Künste.',
  },
  'path.note.red-hold-first':
    'Bis zum nächsten roten Ereignisfeld zu warten senkt das auf zwei; ist der Fortschrittsmarker auf dem letzten Feld noch nicht genommen, muss der Spieler der Dunklen Künste ihn dort nehmen, mit einer Figur.',
  'path.note.red-hold-second':
    'Wer wartet: Die Regeln sagen nichts über ein drittes rotes Ereignisfeld (diese Anzeige zählt dort ebenfalls zwei), und das letzte Feld erzwingt die Karte mit einer Figur.',
  'path.note.red-later':
    'Die Regeln verlangen am ersten roten Ereignisfeld drei Figuren, am nächsten zwei und auf dem letzten Feld eine; über ein drittes rotes Ereignisfeld sagen sie nichts. Diese Anzeige zählt hier ebenfalls zwei.',
  'path.note.red-hold-last':
    'Wer wartet, überlässt die Karte dem letzten Feld: Dort muss der Spieler der Dunklen Künste sie nehmen, mit einer Figur.',
  'path.note.card-taken': {
    one: 'Die Ortskarte ist genommen, mit einer Anforderung von {count} Figur; weitere Züge auf dem Pfad senken sie nicht automatisch.',
    other:
      'Die Ortskarte ist genommen, mit einer Anforderung von {count} Figuren; weitere Züge auf dem Pfad senken sie nicht automatisch.',
  },
  'path.note.final-hand':
    'Letzte Hand: Der Marker der Dunklen Künste steht auf dem letzten Feld. Alle ziehen wieder auf fünf Karten auf, und niemand darf mehr Auffüllen (Karteneffekte und Ziehfelder lassen weiter ziehen). Spielt weiter, bis eine Seite gewinnt oder allen die Karten ausgehen – das ist ein Unentschieden. Dieses Feld zu erreichen ist für sich noch kein Ergebnis.',
} satisfies TranslationOf<typeof pathMessages>;
