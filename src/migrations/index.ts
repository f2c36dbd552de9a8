import * as migration_20261122_065017_initial from './20261122_065017_initial';
import * as migration_20261123_032236_shared_password_expiry from './20261123_032236_shared_password_expiry';
import * as migration_20261123_041124_email_outbox from './20261123_041124_email_outbox';
import * as migration_20261123_041932_mailing_list from './20261123_041932_mailing_list';
import * as migration_20261123_042712_email_sequences from './20261123_042712_email_sequences';
import * as migration_20261123_044348_media_storage_prefix from './20261123_044348_media_storage_prefix';
import * as migration_20261123_060406_broadcasts from './20261123_060406_broadcasts';
import * as migration_20261123_061128_broadcast_sending from './20261123_061128_broadcast_sending';
import * as migration_20261123_075329_dashboard from './20261123_075329_dashboard';
import * as migration_20261125_193157_session_scheduling_course_sales_broadcast_cursor from './20261125_193157_session_scheduling_course_sales_broadcast_cursor';
import * as migration_20261127_012728_booking_reference from './20261127_012728_booking_reference';

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
    up: migration_20261123_041124_email_outbox.up,
    down: migration_20261123_041124_email_outbox.down,
    name: '20261123_041124_email_outbox',
  },
  {
    up: migration_20261123_041932_mailing_list.up,
    down: migration_20261123_041932_mailing_list.down,
    name: '20261123_041932_mailing_list',
  },
  {
    up: migration_20261123_042712_email_sequences.up,
    down: migration_20261123_042712_email_sequences.down,
    name: '20261123_042712_email_sequences',
  },
  {
    up: migration_20261123_044348_media_storage_prefix.up,
    down: migration_20261123_044348_media_storage_prefix.down,
    name: '20261123_044348_media_storage_prefix',
  },
  {
    up: migration_20261123_060406_broadcasts.up,
    down: migration_20261123_060406_broadcasts.down,
    name: '20261123_060406_broadcasts',
  },
  {
    up: migration_20261123_061128_broadcast_sending.up,
    down: migration_20261123_061128_broadcast_sending.down,
    name: '20261123_061128_broadcast_sending',
  },
  {
    up: migration_20261123_075329_dashboard.up,
    down: migration_20261123_075329_dashboard.down,
    name: '20261123_075329_dashboard',
  },
  {
    up: migration_20261125_193157_session_scheduling_course_sales_broadcast_cursor.up,
    down: migration_20261125_193157_session_scheduling_course_sales_broadcast_cursor.down,
    name: '20261125_193157_session_scheduling_course_sales_broadcast_cursor',
  },
  {
    up: migration_20261127_012728_booking_reference.up,
    down: migration_20261127_012728_booking_reference.down,
    name: '20261127_012728_booking_reference'
  },
];
