/** The Programs entry of the course sold on the site (How to Let Go): its price is the checkout's. */
export const COURSE_PROGRAM_SLUG = 'how-to-let-go'
