import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriberEraseButton as SubscriberEraseButton_d76e740dd989e557eac33f41f97027e2 } from '../../../features/mailing-list/admin/SubscriberEraseButton'
import { SubscriberExportLink as SubscriberExportLink_93b82f499600ef52098f1e3946d475f0 } from '../../../features/mailing-list/admin/SubscriberExportLink'
import { OutboxRetryButton as OutboxRetryButton_78bc9faea4a60329198d6c8b4e33f22f } from '../../../platform/mail/OutboxRetryButton'
import { OutboxHeadersField as OutboxHeadersField_4396dc97f0b5a578025dc6e74f80d49e } from '../../../platform/mail/OutboxHeadersField'
import { BroadcastControls as BroadcastControls_a652a9146e8378a8d461b968bef905fd } from '../../../features/mailing-list/admin/BroadcastControls'
import { BookingCancelButton as BookingCancelButton_85f40edc7d1102432e6697037b61f98a } from '../../../features/payments/admin/BookingCancelButton'
import { AmountCell as AmountCell_b3d96d006ba2ce02d10654c369eaa137 } from '../../../platform/admin/AmountCell'
import { CalendarFeedField as CalendarFeedField_80c7fa7ca93df682fd35bc28f4850b22 } from '../../../features/payments/admin/CalendarFeedField'
import { ImportUsersNavLink as ImportUsersNavLink_7dffe36f95be7520957f3954677d2b18 } from '../../../features/accounts/admin/ImportUsersNavLink'
import { OwnerDashboard as OwnerDashboard_a1d3d94b0dd5704a4c7a7269707ca9dc } from '../../../features/dashboard/admin/OwnerDashboard'
import { LabelledSelects as LabelledSelects_aa534cb0f146aae399aaa64fd787a3c4 } from '../../../platform/admin/LabelledSelects'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportUsersView as ImportUsersView_dddf021baf0ee1a17e47ad0b346a6875 } from '../../../features/accounts/admin/ImportUsersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/mailing-list/admin/SubscriberEraseButton#SubscriberEraseButton": SubscriberEraseButton_d76e740dd989e557eac33f41f97027e2,
  "/features/mailing-list/admin/SubscriberExportLink#SubscriberExportLink": SubscriberExportLink_93b82f499600ef52098f1e3946d475f0,
  "/platform/mail/OutboxRetryButton#OutboxRetryButton": OutboxRetryButton_78bc9faea4a60329198d6c8b4e33f22f,
  "/platform/mail/OutboxHeadersField#OutboxHeadersField": OutboxHeadersField_4396dc97f0b5a578025dc6e74f80d49e,
  "/features/mailing-list/admin/BroadcastControls#BroadcastControls": BroadcastControls_a652a9146e8378a8d461b968bef905fd,
  "/features/payments/admin/BookingCancelButton#BookingCancelButton": BookingCancelButton_85f40edc7d1102432e6697037b61f98a,
  "/platform/admin/AmountCell#AmountCell": AmountCell_b3d96d006ba2ce02d10654c369eaa137,
  "/features/payments/admin/CalendarFeedField#CalendarFeedField": CalendarFeedField_80c7fa7ca93df682fd35bc28f4850b22,
  "/features/accounts/admin/ImportUsersNavLink#ImportUsersNavLink": ImportUsersNavLink_7dffe36f95be7520957f3954677d2b18,
  "/features/dashboard/admin/OwnerDashboard#OwnerDashboard": OwnerDashboard_a1d3d94b0dd5704a4c7a7269707ca9dc,
  "/platform/admin/LabelledSelects#LabelledSelects": LabelledSelects_aa534cb0f146aae399aaa64fd787a3c4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/accounts/admin/ImportUsersView#ImportUsersView": ImportUsersView_dddf021baf0ee1a17e47ad0b346a6875,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
