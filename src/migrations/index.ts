import * as migration_20261122_065017_initial from './20261122_065017_initial';
import * as migration_20261123_032236_shared_password_expiry from './20261123_032236_shared_password_expiry';

export const migrations = [
  {
    up: migration_20261122_065017_initial.up,
    down: migration_20261122_065017_initial.down,
    name: '20261122_065017_initial',
  },
  {
    up: migration_20261123_032236_shared_password_expiry.up,
    down: migration_20261123_032236_shared_password_expiry.down,
    name: '20261123_032236_shared_password_expiry'
  },
];
