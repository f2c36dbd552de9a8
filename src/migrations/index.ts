import * as migration_20261122_055845_initial from './20261122_055845_initial';

export const migrations = [
  {
    up: migration_20261122_055845_initial.up,
    down: migration_20261122_055845_initial.down,
    name: '20261122_055845_initial'
  },
];
