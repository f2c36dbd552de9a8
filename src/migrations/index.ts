import * as migration_20261122_030435_initial from './20261122_030435_initial';

export const migrations = [
  {
    up: migration_20261122_030435_initial.up,
    down: migration_20261122_030435_initial.down,
    name: '20261122_030435_initial'
  },
];
