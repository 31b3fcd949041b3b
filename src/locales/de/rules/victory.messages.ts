import type { TranslationOf } from '../../../i18n/messages.js';
import type { victoryMessages } from '../../../rules/victory.messages.js';

export const victory = {
  'victory.reason.house-wins':
    '{house} hat als erstes Haus zwei Verteidigungsschilde und gewinnt; die anderen Häuser teilen den Sieg nicht.',
  'victory.reason.no-shield-yet':
    'Noch kein Haus hat einen Verteidigungsschild; ein Haus braucht zwei, um zu gewinnen.',
  'victory.reason.one-shield':
    'Noch kein Haus hat zwei Verteidigungsschilde; das am weitesten vorne liegende hat einen.',
  'victory.reason.location-card-due':
    'Der Marker der Dunklen Künste steht auf dem letzten Feld, also muss der Spieler der Dunklen Künste jetzt den roten Fortschrittsmarker und die Ortskarte nehmen, mit einer Anforderung von einer Figur am Ort.',
  'victory.reason.earlier-tokens-taken':
    'Bis zum letzten Feld wurden auch der weiße und der orange Fortschrittsmarker genommen, denn der Fortschrittsmarker jeder Zone wird genommen, bevor der Marker der Dunklen Künste die Zone verlässt: Zähle sie zu den Fortschrittsmarkern des Spielers der Dunklen Künste.',
  'victory.reason.dark-arts-wins': {
    one: 'Der Spieler der Dunklen Künste hat alle drei Fortschrittsmarker und {count} Figur an seinem Ort und erfüllt damit die Anforderung von {requirement}, die beim Nehmen der Ortskarte festgelegt wurde.',
    other:
      'Der Spieler der Dunklen Künste hat alle drei Fortschrittsmarker und {count} Figuren an seinem Ort und erfüllt damit die Anforderung von {requirement}, die beim Nehmen der Ortskarte festgelegt wurde.',
  },
  'victory.reason.tokens-without-card':
    'Der Spieler der Dunklen Künste hat {count} von {total} Fortschrittsmarkern und noch keine Ortskarte.',
  'victory.reason.pawns-short': {
    one: 'Der Spieler der Dunklen Künste hat {count} Figur an seinem Ort, braucht aber {requirement}.',
    other:
      'Der Spieler der Dunklen Künste hat {count} Figuren an seinem Ort, braucht aber {requirement}.',
  },
  'victory.reason.draw':
    'Es ist die letzte Hand, alle Spieler haben keine Karten mehr und keine Seite hat gewonnen: Das Spiel endet unentschieden.',
  'victory.reason.final-hand-goes-on':
    'Die letzte Hand geht weiter, bis eine Seite gewinnt oder allen Spielern die Karten ausgehen; das wäre ein Unentschieden.',
  'victory.reason.out-of-cards-early':
    'Keine Karten mehr zu haben beendet das Spiel, unentschieden, nur in der letzten Hand, wenn der Marker der Dunklen Künste auf dem letzten Feld steht; über ein früheres Ausgehen der Karten sagt der Leitfaden nichts.',
  'victory.reason.draw-only-in-final-hand':
    'Ein Unentschieden ist nur in der letzten Hand möglich, sobald der Marker der Dunklen Künste das letzte Feld erreicht hat.',
  'victory.need.shields': {
    one: '{house} braucht noch {count} Verteidigungsschild.',
    other: '{house} braucht noch {count} Verteidigungsschilde.',
  },
  'victory.need.card-now':
    'Der Spieler der Dunklen Künste muss jetzt den roten Fortschrittsmarker mit der Ortskarte nehmen (Anforderung: eine Figur) und braucht dann eine Figur am Ort.',
  'victory.need.tokens': {
    one: 'Der Spieler der Dunklen Künste braucht noch {count} Fortschrittsmarker, wobei der letzte die Ortskarte bringt, und dann genug Figuren am Ort.',
    other:
      'Der Spieler der Dunklen Künste braucht noch {count} Fortschrittsmarker, wobei der letzte die Ortskarte bringt, und dann genug Figuren am Ort.',
  },
  'victory.need.pawns': {
    one: 'Der Spieler der Dunklen Künste braucht noch {count} Figur am Ort.',
    other: 'Der Spieler der Dunklen Künste braucht noch {count} Figuren am Ort.',
  },
  'victory.shield-needs.onShieldSpace': 'eine Hausfigur auf einem Schildfeld',
  'victory.shield-needs.libraryBook': 'ein Bibliotheksbuch',
  'victory.shield-needs.parchmentScroll': 'eine Pergamentrolle',
  'victory.shield-needs.da-coin': 'eine DA-Münze',
  'victory.shield-needs.dark-detector': 'der Dunkeldetektor',
  'victory.item.da-coin': 'DA-Münze',
  'victory.item.dark-detector': 'Dunkeldetektor',
  'victory.error.no-houses':
    'input.houses muss 1 bis 4 Häuser nennen (eines je Hausspieler); erhalten: eine leere Liste',
  'victory.error.house-twice':
    'jedes Haus darf in input.houses nur einmal vorkommen; {house} kommt zweimal vor',
  'victory.error.two-winners':
    'nur ein Haus kann zwei Verteidigungsschilde erreichen, denn das Spiel endet, sobald das erste sie hat; erhalten: {houses}',
  'victory.error.requirement':
    'input.darkArts.locationRequirement muss 1, 2, 3 oder null (noch keine Ortskarte) sein; erhalten: {got}',
  'victory.error.requirement-one-before-final-hand':
    'eine Anforderung von 1 wird nur auf dem letzten Feld des Pfads festgelegt, mit dem die letzte Hand beginnt; bei locationRequirement 1 muss input.finalHand also true sein oder fehlen; erhalten: finalHand false',
  'victory.error.requirement-without-tokens':
    'eine Anforderung der Ortskarte kommt mit dem dritten Fortschrittsmarker und braucht daher progressTokens 3; erhalten: progressTokens {tokens} mit Anforderung {requirement}',
  'victory.error.tokens-without-requirement':
    'der dritte Fortschrittsmarker bringt die Ortskarte, daher muss locationRequirement bei progressTokens 3 den Wert 1, 2 oder 3 haben; erhalten: null',
  'victory.error.both-sides':
    'nur eine Seite kann gewonnen haben, denn das Spiel endet mit dem ersten Sieg; erhalten: {house} mit zwei Verteidigungsschilden und zugleich der Sieg der Dunklen Künste',
} satisfies TranslationOf<typeof victoryMessages>;
