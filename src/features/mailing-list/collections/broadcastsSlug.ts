/** The broadcasts' slug and purpose, apart from their collection so that the code the collection uses can import them. */
export const BROADCASTS_SLUG = 'broadcasts'

/** The outbox purpose of one broadcast's messages, and the `unsubscribedFrom` of those who leave after it. */
export const broadcastPurpose = (broadcastId: number | string) => `broadcast:${broadcastId}`
