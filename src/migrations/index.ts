import * as migration_20261122_065017_initial from './20261122_065017_initial';
import * as migration_20261123_032236_shared_password_expiry from './20261123_032236_shared_password_expiry';
import * as migration_20261123_040548_media_storage_prefix from './20261123_040548_media_storage_prefix';

export const migrations = [
  {
    up: migration_20261122_065017_initial.up,
    down: migration_20261122_065017_initial.down,
    name: '20261122_065017_initial',
  },
  {
    up: migration_20261123_032236_shared_password_expiry.up,
    down: migration_20261123_032236_shared_password_expiry.down,
    name: '20261123_032236_shared_password_expiry',
  },
  {
    up: migration_20261123_040548_media_storage_prefix.up,
    down: migration_20261123_040548_media_storage_prefix.down,
    name: '20261123_040548_media_storage_prefix'
  },
];
