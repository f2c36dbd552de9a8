/** What the pages of src/app read and render: the booking reads and the views. */
export { BookingManageView } from './components/BookingManageView'
export { BookingSuccessView } from './components/BookingSuccessView'
export { CheckoutView } from './components/CheckoutView'
export { OneOnOneView } from './components/OneOnOneView'
export { SessionScheduler } from './components/SessionScheduler'
export { getBookingConfirmation } from './bookings'
export { getAvailability } from './scheduling/availability'
export { bookingFromToken, bookingLinkToken, INVALID_LINK, sessionView } from './scheduling/sessions'
