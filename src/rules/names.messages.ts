/** English names of the game's houses, zones, sides and actions. */
export const nameMessages = {
  'house.gryffindor': 'Gryffindor',
  'house.hufflepuff': 'Hufflepuff',
  'house.ravenclaw': 'Ravenclaw',
  'house.slytherin': 'Slytherin',
  'zone.white': 'White',
  'zone.orange': 'Orange',
  'zone.red': 'Red',
  'side.house': 'House Player',
  'side.dark-arts': 'Dark Arts Player',
  'action.explore': 'Explore',
  'action.learn': 'Learn',
  'action.replenish': 'Replenish',
} as const;
