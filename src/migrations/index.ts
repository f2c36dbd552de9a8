import * as migration_20261122_065017_initial from './20261122_065017_initial';

export const migrations = [
  {
    up: migration_20261122_065017_initial.up,
    down: migration_20261122_065017_initial.down,
    name: '20261122_065017_initial'
  },
];
