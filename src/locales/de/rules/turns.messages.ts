import type { TranslationOf } from '../../../i18n/messages.js';
import type { turnMessages } from '../../../rules/turns.messages.js';

export const turns = {
  'turns.step.card-effects':
    'Weicht eine Karte von einer allgemeinen Regel ab, gilt die Karte. Jeden Karteneffekt darfst du ' +
    'auslassen, außer die Karte verlangt, dass er abgehandelt wird.',
  'turns.step.free-hogwarts-token':
    'Freie Aktion: Gib einen Hogwarts-Marker ab, den du in einem früheren Zug genommen hast, und führ ' +
    'eine weitere Aktion Erkunden aus; die Karte, die du dafür spielst, muss zur Art des Hogwarts-Markers passen.',
  'turns.step.free-parchment-scroll':
    'Freie Aktion: Hol dir eine Pergamentrolle, indem du zwei deiner Ortskarten zeigst, während deine ' +
    'Figuren in den Bereichen stehen, die sie nennen; leg diese beiden Karten dann unter ihren Stapel.',
  'turns.step.free-scroll-replacement':
    'Nach deiner ersten Pergamentrolle ziehst du zwei neue Ortskarten als Ersatz für die benutzten. Nach ' +
    'deiner zweiten legst du die Ortskarte, die du noch hast, zurück und ziehst keine.',
  'turns.step.end-of-turn':
    'Ende des Zugs: Sind deine Aktion und alles, was sie ausgelöst hat, abgehandelt, wirf jede Karte ab, ' +
    'die du in diesem Zug gespielt hast; dann ist am Zug, wer links von dir sitzt.',
  'turns.step.house.explore-play-card':
    'Spiel eine Karte aus deiner Hand und handle ihre Bewegung, ihren Effekt oder beides ab, in der ' +
    'Reihenfolge, die dir lieber ist.',
  'turns.step.explore-finish-card':
    'Handle diese Karte ganz ab, bevor ein Karteneffekt dich eine weitere Karte spielen lässt.',
  'turns.step.explore-bonus-space': 'Handle außerdem jedes Bonusfeld ab, das du aktivierst.',
  'turns.step.learn-pawn-outside':
    'Prüf zuerst: Mindestens eine deiner Figuren muss außerhalb der Geschützten Bereiche stehen, sonst ' +
    'kannst du nicht Lernen.',
  'turns.step.learn-acquire':
    'Wirf eine Karte ab, um entweder eine offene Karte aus der Erwerbsreihe oder die oberste Karte des ' +
    'Erwerbsstapels zu nehmen.',
  'turns.step.learn-advanced-acquire':
    'Oder wirf stattdessen zwei Karten ab, um eine Karte aus der erweiterten Erwerbsreihe zu nehmen und ' +
    'auf der Loyalitätsleiste vorzurücken.',
  'turns.step.learn-place-card':
    'Schieb deine neue Karte verdeckt auf deinen Nachziehstapel, sodass sie oben liegt, und füll dann die ' +
    'Reihe wieder auf.',
  'turns.step.replenish-discard':
    'Wenn du willst, wirf zuerst beliebig viele Karten aus deiner Hand ab.',
  'turns.step.replenish-draw': 'Zieh Karten, bis du fünf auf der Hand hast.',
  'turns.step.house.replenish-stand-pawns': 'Stell deine betäubten Figuren wieder auf.',
  'turns.step.replenish-advance-marker':
    'Setz den Marker der Dunklen Künste auf dem Pfad ein Feld vor.',
  'turns.step.replenish-resolve-event':
    'Landet der Marker der Dunklen Künste auf einem Ereignisfeld, handle dieses Ereignis ab, bevor das Spiel weitergeht.',
  'turns.step.bump-choose-pawn':
    'Verdrängen: Beendet eine Figur der Dunklen Künste ihre Bewegung auf einem Feld mit Hausfiguren, ' +
    'wähl eine dieser Hausfiguren.',
  'turns.step.bump-great-hall': 'Schick die gewählte Hausfigur zurück in die Große Halle.',
  'turns.step.bump-reserve':
    'Deine Figur der Dunklen Künste, die verdrängt hat, kommt in deinen Vorrat.',
  'turns.step.bump-house-marker': 'Nimm den Hausmarker dieses Hauses, außer du hast ihn schon.',
  'turns.step.bump-all-markers':
    'Sobald du den Hausmarker jedes Hauses im Spiel hast, rückt der Marker der Dunklen Künste ein Feld ' +
    'vor und jeder Hausmarker geht an seinen Besitzer zurück. Landet der Marker der Dunklen Künste auf einem Ereignisfeld, ' +
    'handle dieses Ereignis ab.',
  'turns.step.bump-acquire':
    'Zum Schluss nimmst du zwei Erwerbskarten der Dunklen Künste. Eine wird die oberste Karte deines ' +
    'Nachziehstapels, die andere schiebst du unter den Erwerbsstapel. Das tust du nur einmal pro Zug, ' +
    'egal wie viele Figuren du verdrängst.',
  'turns.step.dark-arts.explore-play-card':
    'Spiel eine Karte aus deiner Hand und handle ihre Bewegung, ihren freigeschalteten Effekt oder ' +
    'beides ab, in der Reihenfolge, die dir lieber ist.',
  'turns.step.explore-unlocked-colours':
    'Den Effekt einer Karte darfst du erst nutzen, wenn ihre Farbe freigeschaltet ist: weiße Effekte von ' +
    'Anfang an, orange ab dem ersten orangen Feld des Pfads, rote ab dem ersten roten Feld. Eine ' +
    'freigeschaltete Farbe bleibt freigeschaltet.',
  'turns.step.explore-deploy-reserve':
    'Du darfst einen Bewegungspunkt ausgeben, um eine Figur aus deinem Vorrat auf ein leeres ' +
    'Aufstellungsfeld zu bringen.',
  'turns.step.explore-occupied-deployment':
    'Ein Aufstellungsfeld mit einer Figur der Dunklen Künste, ob betäubt oder stehend, gilt als besetzt.',
  'turns.step.explore-protected-areas':
    'Die vier Felder der Geschützten Bereiche sind für deine Figuren gesperrt: Sie dürfen keines ' +
    'betreten und durch keines hindurchziehen.',
  'turns.step.dark-arts.replenish-stand-pawns': 'Stell zuerst deine betäubten Figuren wieder auf.',
  'turns.step.replenish-no-discard':
    'Abwerfen gehört nicht zu dieser Aktion: Behalte jede Karte, die du schon hast.',
  'turns.step.replenish-marker-stays':
    'Dein Auffüllen lässt den Marker der Dunklen Künste, wo er ist.',
  'turns.reason.learn-pawn-outside':
    'Zum Lernen muss mindestens eine deiner Figuren außerhalb der Geschützten Bereiche stehen.',
  'turns.reason.final-hand':
    'Der Marker der Dunklen Künste steht auf dem letzten Feld: Das ist die letzte Hand, und niemand ' +
    'darf mehr Auffüllen.',
  'turns.error.dark-arts-learn':
    'action für den Spieler der Dunklen Künste muss "explore" oder "replenish" sein (die Seite der ' +
    'Dunklen Künste kann nicht Lernen); erhalten: {got}',
  'turns.error.dark-arts-action':
    'action für den Spieler der Dunklen Künste muss einer dieser Werte sein: "explore", "replenish"; ' +
    'erhalten: {got}',
} satisfies TranslationOf<typeof turnMessages>;
