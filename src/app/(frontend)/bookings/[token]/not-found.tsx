import { BookingManageView, INVALID_LINK } from '@/features/payments/pages'

/** A forged or altered booking link, answered 404: the booking page's frame, saying the link is not valid. */
export default function BookingLinkNotFound() {
  return <BookingManageView problem={INVALID_LINK} />
}
