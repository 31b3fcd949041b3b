import type { TranslationOf } from '../../../../i18n/messages.js';
import type { victoryCheckerMessages } from '../../../../components/victory-checker/victory-checker.messages.js';

export const victoryChecker = {
  'victory-checker.heading': 'Wer hat gewonnen?',
  'victory-checker.error.input': 'Die Eigenschaft input wurde nicht übernommen: {message}',
  'victory-checker.alert.clash': 'Diese Angaben können nicht alle in einem Spiel zugleich stimmen.',
  'victory-checker.alert.rules-check': 'Regelprüfung: {message}',
  'victory-checker.game-note.following':
    'Die Häuser im Spiel, die Fortschrittsmarker, die Anforderung und die letzte Hand folgen dem Spiel.',
  'victory-checker.game-note.taken': 'Hier eingestellt, nicht aus dem Spiel: {fields}.',
  'victory-checker.game-note.follow-again': 'Wieder dem Spiel folgen',
  'victory-checker.status.following-again':
    'Die Häuser im Spiel, die Fortschrittsmarker, die Anforderung und die letzte Hand folgen wieder dem Spiel.',
  'victory-checker.taken.houses': 'die Häuser im Spiel',
  'victory-checker.taken.path': 'die Fortschrittsmarker und die Anforderung',
  'victory-checker.taken.final-hand': 'die letzte Hand',
  'victory-checker.headline.error': 'Prüfe die Angaben',
  'victory-checker.headline.house': '{house} gewinnt',
  'victory-checker.headline.a-house': 'Ein Haus gewinnt',
  'victory-checker.headline.dark-arts': 'Der Spieler der Dunklen Künste gewinnt',
  'victory-checker.headline.draw': 'Unentschieden',
  'victory-checker.headline.none': 'Noch kein Sieger',
  'victory-checker.verdict.change-inputs':
    'Ändere die Angaben, die die Meldung nennt, um ein Ergebnis zu bekommen; alles, was du eingegeben hast, bleibt erhalten.',
  'victory-checker.verdict.why': 'Warum',
  'victory-checker.verdict.still-needed': 'Noch nötig',
  'victory-checker.verdict.explain': 'Warum',
  'victory-checker.verdict.explain-needs': 'Warum, und was noch nötig ist',
  'victory-checker.fix.victory-houses':
    'Hake mindestens ein Haus an: Jedes Spiel hat einen bis vier Hausspieler.',
  'victory-checker.fix.victory-two-winners':
    'Nur ein Haus kann zwei Verteidigungsschilde haben, denn das Spiel endet, sobald das erste Haus seinen zweiten bekommt. Nimm einem der beiden einen Schild weg.',
  'victory-checker.fix.victory-requirement-without-tokens':
    'Die Ortskarte kommt mit dem dritten Fortschrittsmarker, also braucht eine Anforderung alle drei Fortschrittsmarker. Stelle die Fortschrittsmarker auf 3 oder die Anforderung auf „Noch keine“.',
  'victory-checker.fix.victory-tokens-without-requirement':
    'Mit dem dritten Fortschrittsmarker bekommt der Spieler der Dunklen Künste auch die Ortskarte. Wähle, wie viele Figuren sie verlangt: 3, 2 oder 1.',
  'victory-checker.fix.victory-requirement-one-before-final-hand':
    'Eine Anforderung von 1 wird nur auf dem letzten Feld des Pfads festgelegt, mit dem die letzte Hand beginnt. Hake „Der Marker der Dunklen Künste steht auf dem letzten Feld“ an oder wähle 3 oder 2.',
  'victory-checker.fix.victory-both-sides':
    'Ein Haus mit zwei Verteidigungsschilden und ein Sieg der Dunklen Künste können nicht beide eingetreten sein, denn das Spiel endet mit dem ersten Sieg. Verringere die Schilde oder die Figuren am Ort.',
  'victory-checker.houses.legend': 'Häuser im Spiel und ihre Verteidigungsschilde',
  'victory-checker.houses.assumed': 'Angehakt, bis du wählst: {houses}.',
  'victory-checker.houses.assumed-game': 'Angehakt wie im Spiel: {houses}.',
  'victory-checker.houses.hint':
    'Hake jedes gespielte Haus an (eins bis vier); das erste mit zwei Verteidigungsschilden gewinnt.',
  'victory-checker.shields.label': 'Verteidigungsschilde von {house}',
  'victory-checker.shields.less': 'Ein Verteidigungsschild weniger für {house}',
  'victory-checker.shields.more': 'Ein Verteidigungsschild mehr für {house}',
  'victory-checker.shields.say': {
    one: '{house}: {count} Verteidigungsschild',
    other: '{house}: {count} Verteidigungsschilde',
  },
  'victory-checker.dark-arts.legend': 'Spieler der Dunklen Künste',
  'victory-checker.tokens.label': 'Fortschrittsmarker im Besitz',
  'victory-checker.tokens.less': 'Ein Fortschrittsmarker weniger',
  'victory-checker.tokens.more': 'Ein Fortschrittsmarker mehr',
  'victory-checker.tokens.say': {
    one: '{count} Fortschrittsmarker im Besitz',
    other: '{count} Fortschrittsmarker im Besitz',
  },
  'victory-checker.requirement.legend': 'Anforderung der Ortskarte',
  'victory-checker.requirement.none': 'Noch keine',
  'victory-checker.requirement.choice': {
    one: '{count} Figur: {where}',
    other: '{count} Figuren: {where}',
  },
  'victory-checker.requirement.where-3': 'Karte am ersten roten Ereignisfeld genommen',
  'victory-checker.requirement.where-2': 'Karte am nächsten roten Ereignisfeld genommen',
  'victory-checker.requirement.where-1': 'Karte auf dem letzten Feld des Pfads genommen',
  'victory-checker.requirement.hint':
    'Die Ortskarte kommt mit dem dritten Fortschrittsmarker, daher braucht eine Anforderung alle drei. Spätere Züge senken sie nicht automatisch.',
  'victory-checker.pawns.label': 'Figuren am Ort des Spielers der Dunklen Künste',
  'victory-checker.pawns.less': 'Eine Figur weniger am Ort',
  'victory-checker.pawns.more': 'Eine Figur mehr am Ort',
  'victory-checker.pawns.say': {
    one: '{count} Figur am Ort des Spielers der Dunklen Künste',
    other: '{count} Figuren am Ort des Spielers der Dunklen Künste',
  },
  'victory-checker.pawns.cap': {
    one: 'Bei {count} Spieler hat der Spieler der Dunklen Künste insgesamt {pawns} Figuren, also können höchstens {pawns} am Ort stehen.',
    other:
      'Bei {count} Spielern hat der Spieler der Dunklen Künste insgesamt {pawns} Figuren, also können höchstens {pawns} am Ort stehen.',
  },
  'victory-checker.end.legend': 'Spielende',
  'victory-checker.end.final-hand':
    'Der Marker der Dunklen Künste steht auf dem letzten Feld (letzte Hand)',
  'victory-checker.end.out-of-cards': 'Alle haben keine Karten mehr',
  'victory-checker.end.out-of-cards-hint':
    'Auf dem letzten Feld: alle ohne Karten vor einem Sieg ist unentschieden; über früher sagt der Leitfaden nichts.',
  'victory-checker.shield.summary': 'Kann dieser Verteidigungsschild genommen werden?',
  'victory-checker.shield.on-space': 'Eine Hausfigur steht auf dem Schildfeld',
  'victory-checker.shield.library-book': 'Das Haus hat ein Bibliotheksbuch',
  'victory-checker.shield.parchment-scroll': 'Das Haus hat eine Pergamentrolle',
  'victory-checker.shield.pictures': 'Der Schild zeigt',
  'victory-checker.shield.holds-da-coin': 'Das Haus hat eine DA-Münze',
  'victory-checker.shield.holds-dark-detector': 'Das Haus hat den Dunkeldetektor',
  'victory-checker.shield.can-claim': 'Möglich:',
  'victory-checker.shield.trade-in-da-coin':
    'Gib jetzt das Bibliotheksbuch, die Pergamentrolle und die DA-Münze ab, um diesen Schild zu nehmen.',
  'victory-checker.shield.trade-in-dark-detector':
    'Gib jetzt das Bibliotheksbuch, die Pergamentrolle und den Dunkeldetektor ab, um diesen Schild zu nehmen.',
  'victory-checker.shield.cannot-claim': 'Noch nicht möglich.',
  'victory-checker.shield.missing': 'Es fehlt:',
  'victory-checker.shield.not-enough':
    'Die Gegenstände zu haben reicht nicht: Eine Hausfigur muss auf dem Schildfeld stehen und sie dort abgeben.',
} satisfies TranslationOf<typeof victoryCheckerMessages>;
